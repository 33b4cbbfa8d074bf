import { defineOverlays } from '@portal/remote-kit';
import { DeleteDocumentDialog } from '../features/access/delete-document-dialog';
import { PrivateAssetDialog } from '../features/access/private-asset-dialog';

/**
 * `./dialogs`: the content remote's dialogs by key (DIALOG_OWNERS 'mfe_content'), rendered inside the shell's dialog
 * frame (title and size from DIALOG_SIZES). Props: privateAsset { assetId? or docId?, title? }, deleteDocument { docId, title?, siteId? }.
 */
export const { bootstrap, mount, unmount, update } = defineOverlays({
  name: 'mfe_content',
  overlays: { privateAsset: PrivateAssetDialog, deleteDocument: DeleteDocumentDialog },
});
