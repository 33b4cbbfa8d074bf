import type { DialogKey, PanelKey } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import type { EntityKind } from '../../../lib/routes';
import type { HeaderAction } from './details-frame';

/** What the header's actions need of a collection or group: who may do what (the server's answer), and its ids. */
export interface ActionableEntity {
  name: string;
  deploymentIndexId: number;
  isEditable: boolean;
  canDelete: boolean;
}

/** The panels and dialogs a kind's header actions open, with the props each expects (`indexId`, `id`: its ids). */
export interface HeaderOverlays {
  edit: PanelKey;
  members: PanelKey;
  share: { panel: PanelKey; props: (indexId: number, id: number) => Record<string, unknown> };
  add: { label: string; dialog: DialogKey; props: (indexId: number, id: number) => Record<string, unknown> };
  delete: DialogKey;
}

/**
 * The actions of spec §2.6 a user may take on a collection or group, each shown only when the server's answer allows
 * it: owners, editors and site administrators (isEditable) edit it, manage members, share, customize the page and
 * add it to groups (a group: add collections); whoever may delete it (canDelete) deletes it; everyone who sees it may
 * export it for agents.
 */
export function headerActions(
  kind: EntityKind,
  overlays: HeaderOverlays,
  entity: ActionableEntity,
  id: number,
  platform: Platform,
): HeaderAction[] {
  const indexId = entity.deploymentIndexId;
  const panel = (key: PanelKey, props: Record<string, unknown>) => () => platform.panels.open(key, props);
  const dialog = (key: DialogKey, props: Record<string, unknown>) => () => platform.dialogs.open(key, props);
  const editor: HeaderAction[] = entity.isEditable
    ? [
        { label: 'Edit', onClick: panel(overlays.edit, { indexId, id }) },
        { label: 'Members', onClick: panel(overlays.members, { indexId, id }) },
        { label: 'Share', onClick: panel(overlays.share.panel, overlays.share.props(indexId, id)) },
        { label: 'Page customizations', onClick: panel('pageCustomizations', { indexId, type: kind, id }) },
        { label: overlays.add.label, onClick: dialog(overlays.add.dialog, overlays.add.props(indexId, id)) },
      ]
    : [];
  return [
    ...editor,
    { label: 'Export for agents', onClick: panel('exportForAgents', { indexId, type: kind, id }) },
    ...(entity.canDelete
      ? [
          {
            label: 'Delete',
            danger: true,
            onClick: dialog(overlays.delete, { indexId, id, name: entity.name }),
          },
        ]
      : []),
  ];
}
