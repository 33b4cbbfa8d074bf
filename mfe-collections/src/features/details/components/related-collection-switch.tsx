import { useId, useState } from 'react';
import { Switch, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { Collection } from '@portal/contracts';
import { useSetCollectionRelatedMutation } from '../../../api/collections-api';

/** What the switch's one line says the flag does (the server orders GET v2/insights/relatedCollections by it). */
const RELATED_EXPLANATION = 'Related collections are shown first on the content pages of their assets.';

/**
 * The related flag of a collection (spec §4 "A collection can be flagged related or not"; POST
 * v2/collections/setRelated), on its details page for those the server lets change it (isEditable: its owners,
 * editors and site administrators, the rule of requireCollectionEdit). The switch shows the server's answer: while
 * the call runs it spins, and a refusal leaves it as it was with the server's message under it.
 */
export function RelatedCollectionSwitch({ collection }: { collection: Collection }) {
  const [setRelated, saving] = useSetCollectionRelatedMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const explanationId = useId();
  if (!collection.isEditable) return null;
  const change = async (isRelated: boolean) => {
    setProblem(null);
    try {
      await setRelated({ collectionId: collection.collectionId, isRelated }).unwrap();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Switch
            size="small"
            checked={collection.isRelatedCollection}
            loading={saving.isLoading}
            aria-describedby={explanationId}
            onChange={(next) => void change(next)}
          />
          Related collection
        </label>
        <Typography.Text type="secondary" id={explanationId}>
          {RELATED_EXPLANATION}
        </Typography.Text>
      </div>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}
