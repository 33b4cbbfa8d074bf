import { Button, Space, Typography } from 'antd';
import { ACCESS_MESSAGES, personName, type AssetUser } from '@portal/contracts';
import { idProp, type OverlayComponentProps } from '@portal/remote-kit';
import { useGetAccessRequestInfoQuery, useGetAssetIdOfDocQuery } from '../../../api/content-api';

function Person({ user }: { user: AssetUser }) {
  return (
    <li>
      {personName(user)} — <a href={`mailto:${user.email}`}>{user.email}</a>
    </li>
  );
}

/**
 * `privateAsset` { assetId? or docId?, title? } (spec §2.6, 40% wide): a private asset the user may not open. Says the spec's
 * message and, as the best portals do, who can give access: the asset's uploader and the site's administrators
 * (GET v2/assets/{id}/info/contentAccessRequestInfo, spec §6), each with a mail link.
 */
export function PrivateAssetDialog({ props, close }: OverlayComponentProps) {
  const given = idProp(props.assetId) ?? null;
  const docId = typeof props.docId === 'string' && props.docId ? props.docId : null;
  // Opened from search results, the dialog has the doc id only: the asset id comes from it.
  const lookup = useGetAssetIdOfDocQuery(docId ?? '', { skip: given !== null || docId === null });
  const assetId = given ?? lookup.data ?? null;
  const title = typeof props.title === 'string' ? props.title : null;
  const info = useGetAccessRequestInfoQuery(assetId ?? 0, { skip: assetId === null });
  const people = info.data
    ? [...(info.data.uploader ? [info.data.uploader] : []), ...info.data.siteAdministrators].filter(
        (user, index, all) => all.findIndex((other) => other.userId === user.userId) === index,
      )
    : [];
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {title && <Typography.Text strong>{title}</Typography.Text>}
      <Typography.Paragraph style={{ margin: 0 }}>{ACCESS_MESSAGES.privateAsset}</Typography.Paragraph>
      {people.length > 0 && (
        <div>
          <Typography.Text type="secondary">To ask for access, contact:</Typography.Text>
          <ul aria-label="Who can give access" style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {people.map((user) => (
              <Person key={user.userId} user={user} />
            ))}
          </ul>
        </div>
      )}
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button type="primary" onClick={close}>
          OK
        </Button>
      </Space>
    </Space>
  );
}
