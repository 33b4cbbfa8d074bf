import { defineOverlays } from '@portal/remote-kit';
import { AddToCollectionsPanel } from '../features/collections/add-to-collections-panel';
import { EditMetadataPanel } from '../features/edit/edit-metadata-panel';
import { AssetImageryPanel } from '../features/replace/asset-imagery-panel';
import { FileDetailsPanel } from '../features/replace/file-details-panel';
import { ReplaceFilePanel } from '../features/replace/replace-file-panel';
import { UploaderPanel } from '../features/upload/components/uploader-panel';

/**
 * `./panels`: the uploader's right-hand panels by key (PANEL_OWNERS 'mfe_uploader'), mounted by the shell's panel
 * host. Every panel but the uploader's is opened with `{ docId }`.
 */
export const { bootstrap, mount, unmount, update } = defineOverlays({
  name: 'mfe_uploader',
  overlays: {
    uploader: UploaderPanel,
    editMetadata: EditMetadataPanel,
    replaceFile: ReplaceFilePanel,
    assetImagery: AssetImageryPanel,
    fileDetails: FileDetailsPanel,
    addToCollections: AddToCollectionsPanel,
  },
});
