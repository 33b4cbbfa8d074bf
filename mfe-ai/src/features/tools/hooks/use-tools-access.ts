import { useMemo } from 'react';
import { usePlatform, useStream } from '@portal/platform';
import { toolsAccessOf, type ToolsAccess } from '../state/tools-access';

/** Whether the signed-in user may use the tools on the current site (platform.site$ and permissions$). */
export function useToolsAccess(): ToolsAccess {
  const platform = usePlatform();
  const site = useStream(platform.site$);
  const permissions = useStream(platform.permissions$);
  return useMemo(() => toolsAccessOf(site, permissions), [site, permissions]);
}
