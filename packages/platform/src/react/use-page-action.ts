import { useEffect, useState } from 'react';
import { ACTION_FLAGS, type ActionFlag } from '@portal/contracts';
import { usePlatform, useStream } from './platform-context';

/**
 * Whether the current site lets the user use an action of a page (spec §9 action flags; the page by its code in
 * the site's menu, e.g. 'search', 'content'): the shell's
 * page actions (POST v2/acl/portal/pages/…, cached like permissions) asked for with that action's bit only, so
 * any action in the answer is that one. False until the answer arrives, and when the actions cannot be loaded.
 */
export function usePageAction(action: ActionFlag, pageCode: string): boolean {
  const platform = usePlatform();
  const siteId = useStream(platform.site$)?.site.deploymentIndexId ?? null;
  const userId = useStream(platform.user$)?.userId ?? null;
  const key = `${pageCode}.${action}.${siteId}.${userId}`;
  // The answer is kept with the site and user it is for, so another site's answer is never shown as this one's.
  const [answer, setAnswer] = useState<{ key: string; allowed: boolean } | null>(null);

  useEffect(() => {
    let current = true;
    void platform.pageActions(pageCode, ACTION_FLAGS[action]).then((actions) => {
      if (current) setAnswer({ key, allowed: actions.length > 0 });
    });
    return () => {
      current = false;
    };
  }, [platform, pageCode, action, key]);

  return answer?.key === key && answer.allowed;
}
