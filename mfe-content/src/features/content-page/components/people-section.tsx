import { personName, type Asset, type DocumentByIdResponse } from '@portal/contracts';
import { PEOPLE_FIELDS } from '../../../lib/content-rules';
import { MetadataField } from './metadata-field';

/** Who made the asset: its uploader, then the people fields of the document (spec §3 Document). */
export function PeopleSection({
  asset,
  document,
}: {
  asset: Asset | null;
  document: DocumentByIdResponse['document'];
}) {
  const uploader = asset?.createdByUser;
  return (
    <section aria-labelledby="people-title">
      <h3 id="people-title" style={{ fontSize: 16, margin: '0 0 8px' }}>
        People
      </h3>
      <dl style={{ display: 'grid', gap: 12, margin: 0 }}>
        {uploader && <MetadataField label="Uploaded by" values={[personName(uploader)]} />}
        {PEOPLE_FIELDS.map(([label, field]) => (
          <MetadataField key={field} label={label} values={document[field] as string[]} />
        ))}
      </dl>
    </section>
  );
}
