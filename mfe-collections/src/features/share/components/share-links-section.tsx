import { Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS, SHARE_LINK_MIN_DAYS, type ShareLink } from '@portal/contracts';
import { CapabilityLinkList, NewCapabilityLink, type MadeCapabilityLink } from '@portal/ui';
import { useCreateShareLinkMutation, useGetShareLinksQuery, useRevokeShareLinkMutation } from '../api/sharing-api';

/** The address a share link opens: `/sites/{indexId}/collections/link/{token}` on this portal. */
const shareLinkUrl = (indexId: number, token: string) =>
  `${window.location.origin}/sites/${indexId}/collections/link/${token}`;

/** A link just made, with its address: its token comes only in the answer that makes it (only its hash is kept). */
function madeLink(indexId: number, link: ShareLink): MadeCapabilityLink {
  if (!link.token) throw new Error('The link was made, but its address did not come back. Make another one.');
  return { url: shareLinkUrl(indexId, link.token), expires: link.expires };
}

/**
 * A collection's share links (issue 19 item 7), for its owners: the answer of GET v2/collections/{id}/shareLinks
 * (a 403 — not an owner — hides the section without an error), a new link with an expiry of 1–90 days (default
 * SHARE_LINK_DEFAULT_DAYS) whose full address is shown once to copy, and every link with its status, created,
 * expires, uses and last used, and revoke after a confirmation.
 */
export function ShareLinksSection({ indexId, collectionId }: { indexId: number; collectionId: number }) {
  const links = useGetShareLinksQuery(collectionId);
  const [create] = useCreateShareLinkMutation();
  const [revoke] = useRevokeShareLinkMutation();

  if (links.error && 'status' in links.error && links.error.status === 403) return null;

  return (
    <section aria-labelledby="share-links-title" style={{ display: 'grid', gap: 12 }}>
      <div>
        <Typography.Title level={5} id="share-links-title">
          Share links
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          A signed-in user of this site who has the link can open the collection read-only until it expires or is
          revoked.
        </Typography.Paragraph>
      </div>
      <NewCapabilityLink
        minDays={SHARE_LINK_MIN_DAYS}
        maxDays={SHARE_LINK_MAX_DAYS}
        defaultDays={SHARE_LINK_DEFAULT_DAYS}
        onCreate={async (days) => madeLink(indexId, await create({ collectionId, expiresInDays: days }).unwrap())}
        errorText={errorMessage}
      />
      <CapabilityLinkList
        label="Share links"
        links={links.data?.map((link) => ({ ...link, id: link.shareLinkId }))}
        loadError={links.error ? errorMessage(links.error) : null}
        empty="No share links yet. Create one above, then send its address to the people who should see the collection."
        revokeWarning="Anyone who has it can no longer open the collection."
        onRevoke={(link) => revoke({ collectionId, shareLinkId: link.id }).unwrap()}
        errorText={errorMessage}
      />
    </section>
  );
}
