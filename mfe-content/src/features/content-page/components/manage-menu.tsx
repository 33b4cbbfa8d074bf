import { useState, type ComponentType } from 'react';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { PUBLIC_VIDEO_MESSAGES, type Asset, type DocumentByIdResponse, type PanelKey } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import type { ManageRights } from '../state/manage-rights';
import { ActionMenu, type MenuAction } from './action-menu';

/**
 * The Public link dialog of a video (features/video), which the app hands to the page (a feature never imports
 * another): `refusal` says why the video may not have a public link, as its record tells.
 */
export interface PublicLinkDialogProps {
  assetId: number;
  title: string;
  refusal: string | null;
  onClose: () => void;
}

/** Why a video may not have a public link, from its record; null when it may. */
const publicLinkRefusal = (document: DocumentByIdResponse['document']) =>
  document.asset_visibility === 'Private'
    ? PUBLIC_VIDEO_MESSAGES.privateAsset
    : document.confidential
      ? PUBLIC_VIDEO_MESSAGES.confidentialAsset
      : null;

/**
 * The Manage menu: what the user may do to the asset beyond viewing it (manage-rights.ts), each item shown only
 * when the server would accept it — the uploader's panels (metadata, its description, file, file details, imagery)
 * and this remote's edit document and edit preview dialogs for who may edit; assign to users and user groups and a
 * video's public links for who may give access; Delete last.
 */
export function ManageMenu({
  asset,
  siteId,
  document,
  rights,
  PublicLinkDialog,
}: {
  asset: Asset;
  siteId: number;
  document: DocumentByIdResponse['document'];
  rights: ManageRights;
  PublicLinkDialog?: ComponentType<PublicLinkDialogProps>;
}) {
  const platform = usePlatform();
  const [publicLinkOpen, setPublicLinkOpen] = useState(false);
  const { assetId, docId } = asset;
  const panel = (key: PanelKey, props: Record<string, unknown>) => () => platform.panels.open(key, props);
  const edit: MenuAction[] = [
    { key: 'editMetadata', label: 'Edit metadata', run: panel('editMetadata', { docId }) },
    { key: 'editDescription', label: 'Edit description', run: panel('editMetadata', { docId, focus: 'description' }) },
    {
      key: 'editDocument',
      label: 'Edit document',
      run: () => platform.dialogs.open('editDocument', { assetId, docId }),
    },
    {
      key: 'editPreview',
      label: 'Edit preview',
      run: () => platform.dialogs.open('editAssetPreview', { assetId, docId }),
    },
    { key: 'replaceFile', label: 'Replace file', run: panel('replaceFile', { docId }) },
    { key: 'assetImagery', label: 'Preview and thumbnail', run: panel('assetImagery', { docId }) },
    { key: 'fileDetails', label: 'File details', run: panel('fileDetails', { docId }) },
  ];
  const assign: MenuAction[] = [
    { key: 'assignToUsers', label: 'Assign to users', run: panel('assignToUsers', { assetId, docId }) },
    {
      key: 'assignToUserGroups',
      label: 'Assign to user groups',
      run: panel('assignToUserGroups', { assetId, siteId, docId }),
    },
    ...(PublicLinkDialog && asset.fileExtensionFileTypeCategory === 'video'
      ? [{ key: 'publicLink', label: 'Public link', run: () => setPublicLinkOpen(true) }]
      : []),
  ];
  const remove: MenuAction = {
    key: 'delete',
    label: 'Delete',
    danger: true,
    run: () => platform.dialogs.open('deleteDocument', { docId, title: asset.title, siteId }),
  };
  const actions = [
    ...(rights.canEdit ? edit : []),
    ...(rights.canAssign ? assign : []),
    ...(rights.canEdit ? [remove] : []),
  ];
  if (actions.length === 0) return null;
  return (
    <>
      <ActionMenu label="Manage" icon={<SettingOutlined />} actions={actions} />
      {publicLinkOpen && PublicLinkDialog && (
        <PublicLinkDialog
          assetId={assetId}
          title={asset.title}
          refusal={publicLinkRefusal(document)}
          onClose={() => setPublicLinkOpen(false)}
        />
      )}
    </>
  );
}
