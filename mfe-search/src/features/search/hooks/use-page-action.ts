import { useEffect, useState } from 'react';
import { ACTION_FLAGS, type ActionFlag } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';

/** The search page's code in the site's menu: the site's actions for it are asked for under this code. */
export const SEARCH_PAGE_CODE = 'search';

/**
 * Whether the current site lets the user use an action of the search page (spec §9 action flags): the shell's
 * page actions (POST v2/acl/portal/pages/…, cached like permissions) asked for with that action's bit only, so
 * any action in the answer is that one. False until the answer arrives, and when the actions cannot be loaded.
 */
export function usePageAction(action: ActionFlag, pageCode = SEARCH_PAGE_CODE): boolean {
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
