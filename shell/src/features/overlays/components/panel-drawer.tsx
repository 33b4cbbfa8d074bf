import { Drawer } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PANEL_OWNERS, PANEL_WIDTH } from '@portal/contracts';
import { LoadingStatus } from '../../../components/loading-status';
import { useIsPhone } from '../../../hooks/use-media';
import type { ShellPanels } from '../../../lib/shell-overlay';
import type { PanelEntry } from '../state/panel-stack';
import { RemoteOverlay } from './remote-overlay';

/** The drawer of the panel on top of the stack, one of the shell's `panels` or a remote's: 400 wide, 256 on phones (spec §9). */
export function PanelDrawer({
  top,
  panels,
  close,
}: {
  top: PanelEntry | undefined;
  panels: ShellPanels;
  close: () => void;
}) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const owner = top ? PANEL_OWNERS[top.key] : null;
  const ShellPanel = top && owner === 'shell' ? panels[top.key] : undefined;
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
            <RemoteOverlay
              key={top.key}
              remote={owner}
              kind="panel"
              overlayKey={top.key}
              props={top.props}
              close={close}
            />
          ) : null}
        </div>
      )}
    </Drawer>
  );
}
