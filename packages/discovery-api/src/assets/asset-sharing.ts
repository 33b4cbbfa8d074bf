import type { AssetShareRequest } from '@portal/contracts';
import type { Database } from '../db/database.js';
import { notifications, type Asset, type Notification } from '../db/schema/index.js';
import { recordAssetInteraction } from './asset-interactions.js';
import { canSeeAssetContent } from './asset-visibility.js';
import { siteUsersById } from '../sites/site-users.js';
import { HttpError } from '../http/http-error.js';
import { publishNotifications } from '../notifications/notification-events.js';
import type { SiteAccess } from '../sites/site-access.js';
import { loadSitePermissions } from '../sites/site-permissions.js';
import { refuseDisabledRecipients } from '../users/account-status.js';
import { displayName } from '../users/display-name.js';

/** The front end's content page of an asset. */
export const contentPagePathOf = (asset: Pick<Asset, 'deploymentIndexId' | 'docId'>) =>
  `/sites/${asset.deploymentIndexId}/content/${encodeURIComponent(asset.docId)}/home`;

/**
 * POST v2/assets/{id}/share (spec §2.6 share; the spec records shares with POST …/insights/shares, and as the best
 * portals do, the share panel also tells named people): the caller, who may open the asset, tells users of its
 * site about it. Each gets a notification naming who shared what, with the message and the content page's path;
 * the share is counted once (an interaction and an event of the shares report). Sharing gives no access: a private
 * asset is not announced to users who may not open it (answered in cannotOpen). A user not of the site, or one whose
 * account is disabled, is a 400 and nothing changes; everything else is one transaction.
 */
export async function shareAsset(db: Database, access: SiteAccess, asset: Asset, request: AssetShareRequest) {
  const userIds = [...new Set(request.userIds)];
  const users = await siteUsersById(db, asset.deploymentIndexId, userIds);
  const stranger = userIds.find((id) => !users.has(id));
  if (stranger !== undefined)
    throw new HttpError(400, `The request is not valid: user ${stranger} is not a user of the asset's site.`);
  refuseDisabledRecipients(users.values());

  const recipients: number[] = [];
  const cannotOpen: number[] = [];
  for (const userId of userIds) {
    if (userId === access.user.userId) continue;
    const user = users.get(userId)!;
    const { permissions, abilities } = await loadSitePermissions(db, user, asset.deploymentIndexId);
    const open = await canSeeAssetContent(db, { user, site: access.site, permissions, abilities }, asset);
    (open ? recipients : cannotOpen).push(userId);
  }
  const sharer = displayName(access.user);
  const note = request.message?.trim();
  const title = asset.title || asset.fileName;
  const rows = await db.transaction(async (tx) => {
    await recordAssetInteraction(tx, asset.assetId, access.user.userId, 'share');
    if (recipients.length === 0) return [] as Notification[];
    return tx
      .insert(notifications)
      .values(
        recipients.map((recipient) => ({
          userId: recipient,
          title: `${sharer} shared an asset with you`,
          message: `${sharer} shared '${title}' with you: ${contentPagePathOf(asset)}${note ? `\n\n${note}` : ''}`,
          subject: title,
          relatedEntityType: 'asset' as const,
          relatedEntityId: asset.docId,
        })),
      )
      .returning();
  });
  // Pushed once the rows are committed.
  await publishNotifications(db, rows);
  return { notifiedUsers: rows.map((row) => row.userId), cannotOpen };
}
