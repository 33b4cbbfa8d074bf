import { Alert, Button, Modal, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import {
  PUBLIC_VIDEO_LINK_DEFAULT_DAYS,
  PUBLIC_VIDEO_LINK_MAX_DAYS,
  PUBLIC_VIDEO_LINK_MIN_DAYS,
} from '@portal/contracts';
import { CapabilityLinkList, NewCapabilityLink } from '@portal/ui';
import {
  useCreatePublicVideoLinkMutation,
  useGetPublicVideoLinksQuery,
  useRevokePublicVideoLinkMutation,
} from '../api/public-video-api';

/** The dialog's content, mounted only while it is open: the links are read then, and a new link is forgotten after. */
function PublicLinks({ assetId, refusal }: { assetId: number; refusal: string | null }) {
  const links = useGetPublicVideoLinksQuery(assetId);
  const [create] = useCreatePublicVideoLinkMutation();
  const [revoke] = useRevokePublicVideoLinkMutation();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Anyone with a public link can watch this video without signing in, until the link expires or is revoked.
      </Typography.Paragraph>
      {refusal ? (
        <Alert type="warning" showIcon title="This video cannot have a public link." description={refusal} />
      ) : (
        <NewCapabilityLink
          minDays={PUBLIC_VIDEO_LINK_MIN_DAYS}
          maxDays={PUBLIC_VIDEO_LINK_MAX_DAYS}
          defaultDays={PUBLIC_VIDEO_LINK_DEFAULT_DAYS}
          onCreate={async (days) => {
            const made = await create({ assetId, days }).unwrap();
            return { url: made.url, expires: made.expiresOn };
          }}
          errorText={errorMessage}
        />
      )}
      <section aria-labelledby="public-links-title">
        <Typography.Title level={5} id="public-links-title">
          Links that work now
        </Typography.Title>
        <CapabilityLinkList
          label="Public links"
          links={links.data}
          loadError={links.error ? errorMessage(links.error) : null}
          empty={
            refusal
              ? 'No public link works now.'
              : 'No public link works now. Create one above to let someone outside the portal watch the video.'
          }
          revokeWarning="Nobody can watch the video through it any more."
          onRevoke={(link) => revoke({ assetId, linkId: link.id }).unwrap()}
          errorText={errorMessage}
        />
      </section>
    </div>
  );
}

/**
 * The Public link dialog of a video (v2/videos/{id}/publicLinks): make a link that anyone may play at /video?v=… for
 * 1–30 days and copy it (its token is shown once: the server keeps only a hash), see the links that work now with
 * their uses, and revoke them. `refusal` says why the video may not have one (private or confidential, as its record
 * says); the server refuses such a link whatever the page shows. Loaded only when opened
 * (lazy-public-link-dialog.tsx).
 */
export function PublicLinkModal({
  assetId,
  title,
  refusal,
  onClose,
}: {
  assetId: number;
  title: string;
  refusal: string | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      title={`Public links of ${title}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      <PublicLinks assetId={assetId} refusal={refusal} />
    </Modal>
  );
}
