import { Tag } from 'antd';

/** One field of the asset with its values as tags, inside a description list; nothing when it has none. */
export function MetadataField({ label, values }: { label: string; values: readonly string[] }) {
  if (values.length === 0) return null;
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <dt style={{ fontWeight: 600 }}>{label}</dt>
      <dd style={{ margin: 0, display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        {values.map((value) => (
          <Tag key={value} style={{ marginInlineEnd: 0 }}>
            {value}
          </Tag>
        ))}
      </dd>
    </div>
  );
}
