import { useState } from 'react';
import { Alert, Button } from 'antd';
import { errorMessage } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { useSaveMetadataTextMutation } from '../api/asset-metadata-api';
import type { MetadataField } from '../state/ai-tools';

const FIELD_NAMES: Record<MetadataField, string> = { altText: 'ALT tag', imageCaption: 'caption' };

/**
 * Inserts a writing assistant's ALT tag or caption into the asset's metadata (PUT v2/insights/save/{assetId}), for
 * users who may edit the asset; says when it is done (the asset's pages read it again) or why not.
 */
export function InsertIntoMetadata({
  assetId,
  docId,
  field,
  text,
}: {
  assetId: number;
  docId: string;
  field: MetadataField;
  text: string;
}) {
  const platform = usePlatform();
  const [save, saving] = useSaveMetadataTextMutation();
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const name = FIELD_NAMES[field];
  const insert = async () => {
    setOutcome(null);
    try {
      await save({ assetId, docId, body: { [field]: text } }).unwrap();
      setOutcome({ ok: true });
      platform.bus.publish({ type: 'asset/updated', docId });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error) });
    }
  };
  return (
    <>
      <Button size="small" loading={saving.isLoading} onClick={() => void insert()}>
        Insert into metadata
      </Button>
      {outcome && (
        <div style={{ flexBasis: '100%' }}>
          {outcome.ok ? (
            <Alert type="success" showIcon title={`The ${name} was inserted into the asset's metadata.`} />
          ) : (
            <Alert type="error" showIcon title={`The ${name} could not be inserted.`} description={outcome.message} />
          )}
        </div>
      )}
    </>
  );
}
