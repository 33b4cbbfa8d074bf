import type { Collection as CollectionAnswer } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collections } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import type { SiteAccess } from '../sites/site-access.js';
import { notFoundMessage } from './collection-access.js';
import { toCollectionAnswers } from './collection-answers.js';
import { pinnedCollectionAssets } from './collection-assets.js';

/** One collection as the user sees it, read afresh, with its pinboard (its pinned assets) in collectionAssets. */
export async function collectionDetails(
  app: FastifyInstance,
  access: SiteAccess,
  collectionId: number,
): Promise<CollectionAnswer> {
  const [row] = await app.db.select().from(collections).where(eq(collections.collectionId, collectionId));
  if (!row) throw new HttpError(404, notFoundMessage(collectionId));
  const pinned = await pinnedCollectionAssets(app, access, row);
  const [answer] = await toCollectionAnswers(app, access, [row], {
    pinnedAssets: new Map([[collectionId, pinned]]),
  });
  return answer!;
}
