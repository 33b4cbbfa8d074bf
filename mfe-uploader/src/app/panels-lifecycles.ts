import { defineOverlays } from '@portal/remote-kit';
import { AddToCollectionsPanel } from '../features/collections/components/add-to-collections-panel';
import { EditMetadataPanel } from '../features/edit/components/edit-metadata-panel';
import { AssetImageryPanel } from '../features/replace/components/asset-imagery-panel';
import { FileDetailsPanel } from '../features/replace/components/file-details-panel';
import { ReplaceFilePanel } from '../features/replace/components/replace-file-panel';
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
