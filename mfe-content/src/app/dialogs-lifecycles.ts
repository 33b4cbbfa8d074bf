import { defineOverlays } from '@portal/remote-kit';
import { DeleteDocumentDialog } from '../features/access/components/delete-document-dialog';
import { PrivateAssetDialog } from '../features/access/components/private-asset-dialog';
import { EditAssetPreviewDialog } from '../features/edit-document/components/edit-asset-preview-dialog';
import { EditDocumentDialog } from '../features/edit-document/components/edit-document-dialog';
import { InsightDialog } from '../features/insights/components/insight-dialog';
import { VideoInsightsDialog } from '../features/insights/components/video-insights-dialog';
import { PreviewDialog } from '../features/preview/components/preview-dialog';

/**
 * `./dialogs`: the content remote's dialogs by key (DIALOG_OWNERS 'mfe_content'), rendered inside the shell's dialog
 * frame (title and size from DIALOG_SIZES). Props: privateAsset { assetId? or docId?, title? }, deleteDocument
 * { docId, title?, siteId? }, preview { docId, siteId }, insight { assetId, field }, videoIndexerInsight
 * { assetId, title }, editDocument { assetId, docId }, editAssetPreview { assetId, docId }.
 */
export const { bootstrap, mount, unmount, update } = defineOverlays({
  name: 'mfe_content',
  overlays: {
    privateAsset: PrivateAssetDialog,
    deleteDocument: DeleteDocumentDialog,
    preview: PreviewDialog,
    insight: InsightDialog,
    videoIndexerInsight: VideoInsightsDialog,
    editDocument: EditDocumentDialog,
    editAssetPreview: EditAssetPreviewDialog,
  },
});
