import { useState } from 'react';
import { Alert, Button, Checkbox, Empty, Space, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import { UPLOADER_MESSAGES, type UploaderAssetCollections } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import type { OverlayComponentProps } from '@portal/remote-kit';
import {
  assetInfoOf,
  useGetAssetForCollectionsQuery,
  useSaveAssetCollectionsMutation,
} from '../../../api/uploader-forms-api';
import { mergeFieldValues } from '../../../lib/state/upload-items';

/** The collections pseudo-field of the collection calls (its values' profileFieldValueId is the collection id). */
const COLLECTIONS_FIELD_ID = 0;

function AddForm({ docId, answer, close }: { docId: string; answer: UploaderAssetCollections; close: () => void }) {
  const platform = usePlatform();
  const [save, saving] = useSaveAssetCollectionsMutation();
  const saved = new Set(answer.collections.map((value) => value.profileFieldValueId));
  const [chosen, setChosen] = useState<number[]>([]);
  const [state, setState] = useState<{ kind: 'choosing' } | { kind: 'added' } | { kind: 'failed'; message: string }>({
    kind: 'choosing',
  });
  const siteId = assetInfoOf(answer).DeploymentIndexId;

  if (state.kind === 'added') {
    // Spec §4 "Add to collection": the message with Done, ADD MORE (disabled) and GO TO COLLECTIONS.
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="success" showIcon title={UPLOADER_MESSAGES.addedToCollection} />
        <Space wrap>
          <Button type="primary" onClick={close}>
            Done
          </Button>
          <Button disabled>ADD MORE</Button>
          <Button
            onClick={() => {
              close();
              platform.navigator.push(`/sites/${siteId}/collections`);
            }}
          >
            GO TO COLLECTIONS
          </Button>
        </Space>
      </Space>
    );
  }

  const add = async () => {
    // The chosen collections merged with those already saved, one per profileFieldValueId (spec "Metadata update").
    const selected = chosen.map((profileFieldValueId) => ({ fieldId: COLLECTIONS_FIELD_ID, profileFieldValueId }));
    const savedValues = answer.collections.map(({ profileFieldValueId }) => ({
      fieldId: COLLECTIONS_FIELD_ID,
      profileFieldValueId,
    }));
    platform.busy.on();
    try {
      const result = await save({
        SingleDocId: docId,
        DeploymentIndexId: siteId,
        MetadataData: mergeFieldValues(selected, savedValues),
      }).unwrap();
      const problem = result.HasError
        ? (result.Error ?? result.AssetInfos.find((info) => info.HasError)?.Error ?? 'The asset could not be added.')
        : null;
      setState(problem ? { kind: 'failed', message: problem } : { kind: 'added' });
      if (!problem) platform.bus.publish({ type: 'asset/updated', docId });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error) });
    } finally {
      platform.busy.off();
    }
  };

  if (answer.availableCollections.length === 0) {
    return <Empty description="You have no collection to add this asset to yet. Create one in Collections first." />;
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      <Typography.Text type="secondary">{assetInfoOf(answer).Title}</Typography.Text>
      <Checkbox.Group
        aria-label="Collections"
        value={[...saved, ...chosen]}
        onChange={(values) => setChosen((values as number[]).filter((id) => !saved.has(id)))}
        style={{ display: 'grid', gap: 8 }}
        options={answer.availableCollections.map((collection) => ({
          value: collection.profileFieldValueId,
          label: saved.has(collection.profileFieldValueId) ? `${collection.value} (already in it)` : collection.value,
          disabled: saved.has(collection.profileFieldValueId),
        }))}
      />
      {state.kind === 'failed' && (
        <Alert
          type="error"
          showIcon
          title="The asset could not be added to the collections."
          description={state.message}
        />
      )}
      <Space>
        <Button type="primary" disabled={chosen.length === 0} loading={saving.isLoading} onClick={() => void add()}>
          ADD
        </Button>
        <Button onClick={close}>CANCEL</Button>
      </Space>
    </Space>
  );
}

/**
 * The add-to-collections panel (spec §2.6, §4 "Add to collection"), opened with `{ docId }`: the collections the
 * user may add the asset to, those it is already in ticked; ADD saves the chosen ones merged with the saved ones.
 */
export function AddToCollectionsPanel({ props, close }: OverlayComponentProps) {
  const docId = typeof props.docId === 'string' ? props.docId : '';
  const answer = useGetAssetForCollectionsQuery(docId, { skip: !docId });
  if (!docId) return <Alert type="error" showIcon title="No asset was given." />;
  if (answer.error)
    return (
      <Alert
        type="error"
        showIcon
        title="The collections could not be loaded."
        description={errorMessage(answer.error)}
      />
    );
  if (!answer.data) return <Typography.Text aria-busy="true">Loading the collections…</Typography.Text>;
  return <AddForm docId={docId} answer={answer.data} close={close} />;
}
