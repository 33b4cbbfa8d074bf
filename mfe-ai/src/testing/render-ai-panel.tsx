import type { ReactElement } from 'react';
import { BehaviorSubject } from 'rxjs';
import { createAppStore } from '@portal/api-client';
import { AI_NOTICE_ACK_KEY, type PermissionMap } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import { createTestPlatform, renderWithPlatform, testSiteContext } from '@portal/test-utils';

/**
 * Renders an AI panel as the shell's panel host shows it, on the test site (12, 'Nordic Insights') with the given
 * permissions; the AI notice already accepted unless `acknowledged` is false. Returns what the panel asked the shell
 * for (panels, dialogs, notifications).
 */
export function renderAiPanel(
  ui: ReactElement,
  {
    permissions = {},
    site = testSiteContext(),
    acknowledged = true,
  }: { permissions?: PermissionMap; site?: SiteContext | null; acknowledged?: boolean } = {},
) {
  localStorage.clear();
  if (acknowledged) localStorage.setItem(AI_NOTICE_ACK_KEY, '2026-11-20T09:00:00.000Z');
  const platform = createTestPlatform({
    permissions$: new BehaviorSubject<PermissionMap>(permissions),
    site$: new BehaviorSubject<SiteContext | null>(site),
  });
  const panels: unknown[] = [];
  const dialogs: unknown[] = [];
  const notices: unknown[] = [];
  const events: unknown[] = [];
  platform.bus.on('panel/open').subscribe((event) => panels.push([event.key, event.props]));
  platform.bus.on('dialog/open').subscribe((event) => dialogs.push([event.key, event.props]));
  platform.bus.on('notify').subscribe((event) => notices.push([event.level, event.message]));
  platform.bus.on('asset/updated').subscribe((event) => events.push(event));
  const result = renderWithPlatform(ui, { platform, store: createAppStore(platform) });
  return { ...result, platform, panels, dialogs, notices, events };
}
