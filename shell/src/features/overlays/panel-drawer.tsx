import { Drawer } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PANEL_OWNERS, PANEL_WIDTH, type PanelKey } from '@portal/contracts';
import { LoadingStatus } from '../layout/loading-status';
import { useIsPhone } from '../layout/use-media';
import type { ShellOverlayProps } from './overlay-types';
import type { PanelEntry } from './panel-stack';
import { RemoteOverlay } from './remote-overlay';

/** The panels the shell renders itself (PANEL_OWNERS 'shell'). */
const SHELL_PANELS: Partial<Record<PanelKey, ComponentType<ShellOverlayProps>>> = {
  notifications: lazy(async () => ({ default: (await import('../notifications/notifications-panel')).NotificationsPanel })),
  preferences: lazy(async () => ({ default: (await import('../preferences/preferences-panel')).PreferencesPanel })),
};

/** The drawer of the panel on top of the stack: 400 wide, 256 on phones (spec §9). */
export function PanelDrawer({ top, close }: { top: PanelEntry | undefined; close: () => void }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const owner = top ? PANEL_OWNERS[top.key] : null;
  const ShellPanel = top && owner === 'shell' ? SHELL_PANELS[top.key] : undefined;
  return (
    <Drawer
      open={!!top}
      onClose={close}
      placement="right"
      size={phone ? PANEL_WIDTH.phone : PANEL_WIDTH.other}
      title={top ? t(`overlays.names.${top.key}`, { defaultValue: top.key }) : ''}
      rootClassName="panel-host"
      destroyOnHidden
    >
      {top && (
        <div data-panel-key={top.key}>
          {ShellPanel ? (
            <Suspense fallback={<LoadingStatus label={t('overlays.loading')} />}>
              <ShellPanel props={top.props} close={close} />
            </Suspense>
          ) : owner && owner !== 'shell' ? (
            <RemoteOverlay key={top.key} remote={owner} kind="panel" overlayKey={top.key} props={top.props} close={close} />
          ) : null}
        </div>
      )}
    </Drawer>
  );
}
