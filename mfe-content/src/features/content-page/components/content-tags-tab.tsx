import type { Asset } from '@portal/contracts';
import { metadataByField } from '../../../lib/content-rules';
import { MetadataField } from './metadata-field';

/** The Tags tab: the asset's metadata values by field. */
export function ContentTagsTab({ asset }: { asset: Asset | null }) {
  const fields = metadataByField(asset);
  if (fields.length === 0) return <p>This asset has no tags yet.</p>;
  return (
    <dl style={{ display: 'grid', gap: 12, margin: 0 }}>
      {fields.map(([label, values]) => (
        <MetadataField key={label} label={label} values={values} />
      ))}
    </dl>
  );
}
