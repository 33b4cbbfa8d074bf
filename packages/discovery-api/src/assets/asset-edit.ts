import { ACCESS_MESSAGES, ASSET_CONTACT_ROLES, type AssetSave, type EditableAsset } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toAssetUser } from './asset-acl.js';
import { siteUsersById } from '../sites/site-users.js';
import {
  assetContacts,
  assetFieldValues,
  assets,
  metadataFields,
  metadataFieldValues,
  type Asset,
  type NewAsset,
} from '../db/schema/index.js';
import { loadAssetFacts, valuesOf } from './asset-facts.js';
import { loadPreviews } from './asset-imagery.js';
import { dashboardAccess } from './dashboard-access.js';
import { loadInteractionInsights } from './interaction-insights.js';
import { toPortalAsset } from './portal-asset.js';
import { HttpError } from '../http/http-error.js';
import type { SiteAccess } from '../sites/site-access.js';
import { assetColumns } from './asset-fields.js';
import { hasStoredFile, requeueProcessing } from './asset-processing.js';
import { siteMetadataSets } from '../metadata/metadata-sets.js';
import { type Db } from '../db/database.js';
import { mayEditAsset, requireAsset, type ReadableAsset } from './asset-access.js';

/**
 * The content page's "edit document" dialog (POST v2/insights/get/{id}, PUT v2/insights/save/{assetId}). Who may
 * read it for editing and save it is who may edit the asset (assets/asset-access.ts mayEditAsset: the roles that may
 * edit any asset, site administrators and editors, and its uploader) and may open it: a private asset is edited only
 * by those who may open it, never seen in full by an editor who may not. Other users of the site get 403, users of
 * other sites 404 as for an unknown asset (assets/asset-access.ts findAsset).
 */

/** The editable fields kept as metadata values: the request's key and the field code. */
const VALUE_FIELDS = [
  { key: 'keywords', code: 'keywords' },
  { key: 'tags', code: 'tags' },
] as const;

export async function requireDocumentEditor(
  app: FastifyInstance,
  request: FastifyRequest,
  assetId: number,
): Promise<ReadableAsset> {
  const found = await requireAsset(app, request, assetId);
  if (!mayEditAsset(found.access, found.asset)) throw new HttpError(403, ACCESS_MESSAGES.editDocumentDenied);
  if (!found.isAccessible) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
  return found;
}

const roleOrder = (role: string) => (ASSET_CONTACT_ROLES as readonly string[]).indexOf(role);

/** The asset as the edit dialog shows it: the portal model (assets/portal-asset.ts) and the editable extras. */
export async function editableAsset(
  app: FastifyInstance,
  access: SiteAccess,
  asset: Asset,
  pinnedCollectionIds: readonly number[],
): Promise<EditableAsset> {
  const userId = access.user.userId;
  const facts = (await loadAssetFacts(app.db, [asset], userId)).get(asset.assetId)!;
  const previews = (await loadPreviews(app.db, [asset.assetId])).get(asset.assetId) ?? [];
  const insight = (await loadInteractionInsights(app.db, [asset.assetId], userId)).get(asset.assetId) ?? null;
  const dashboards = await dashboardAccess(app.db, userId, [{ asset, access, isAccessible: true }]);
  const portal = toPortalAsset(app, {
    asset,
    site: access.site,
    facts,
    previews,
    insight,
    isAccessible: true,
    hasUserGroupAccess: dashboards.has(asset.assetId),
    pinnedCollectionIds,
  });
  const contacts = [...facts.contacts].sort(
    (a, b) => roleOrder(a.role) - roleOrder(b.role) || a.user.email.localeCompare(b.user.email),
  );
  return {
    ...portal,
    externalUrl: asset.externalUrl,
    externalUrlLabel: asset.externalUrlLabel,
    externalUrlAction: asset.externalUrlAction,
    isConfidential: asset.isConfidential,
    keywords: valuesOf(facts, 'keywords'),
    tags: valuesOf(facts, 'tags'),
    contacts: contacts.map((contact) => ({
      role: contact.role as EditableAsset['contacts'][number]['role'],
      user: toAssetUser(contact.user),
    })),
  };
}

const invalid = (message: string) => new HttpError(400, `The request is not valid: ${message}`);
const trimmedOrNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

/** The asset columns the body sets (a field left out stays as it is), checked: 400 naming the field. */
function columnsOf(body: AssetSave): Partial<NewAsset> {
  if (body.title !== undefined && body.title.trim() === '') throw invalid('body/title must not be blank.');
  // The uploader's own mapping (trimming, blank to null) for the fields the two models share.
  const columns: Partial<NewAsset> = assetColumns({
    ...(body.title !== undefined ? { Title: body.title } : {}),
    ...(body.description !== undefined ? { Description: body.description } : {}),
    ...(body.isConfidential !== undefined ? { IsConfidential: body.isConfidential } : {}),
  } as Parameters<typeof assetColumns>[0]);
  if (body.synopsis !== undefined) columns.synopsis = trimmedOrNull(body.synopsis);
  if (body.summary !== undefined) columns.summary = trimmedOrNull(body.summary);
  if (body.altText !== undefined) columns.altText = trimmedOrNull(body.altText);
  if (body.imageCaption !== undefined) columns.imageCaption = trimmedOrNull(body.imageCaption);
  if (body.externalUrl !== undefined) {
    const url = trimmedOrNull(body.externalUrl);
    if (url !== null) {
      let parsed: URL | undefined;
      try {
        parsed = new URL(url);
      } catch {
        parsed = undefined;
      }
      if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
        throw invalid(`body/externalUrl '${url}' is not an absolute http(s) URL.`);
    }
    columns.externalUrl = url;
  }
  if (body.externalUrlLabel !== undefined) columns.externalUrlLabel = trimmedOrNull(body.externalUrlLabel);
  if (body.externalUrlAction !== undefined) columns.externalUrlAction = trimmedOrNull(body.externalUrlAction);
  return columns;
}

/**
 * For keywords and tags: the field value ids the body names, per field code. Every value must be a live (not
 * soft-deleted) value of that field in one of the site's metadata sets (new values are made with the uploader's
 * createNewMetadata); 400 naming the first that is not.
 */
async function resolveValueFields(
  db: Db,
  access: SiteAccess,
  body: AssetSave,
): Promise<{ code: string; fieldIds: number[]; valueIds: number[] }[]> {
  const wanted = VALUE_FIELDS.filter(({ key }) => body[key] !== undefined);
  if (wanted.length === 0) return [];
  const { sets } = await siteMetadataSets(db, access.site);
  const setIds = sets.map((set) => set.setId);
  const fields = setIds.length
    ? await db
        .select({ fieldId: metadataFields.fieldId, code: metadataFields.code, setId: metadataFields.setId })
        .from(metadataFields)
        .where(
          and(
            inArray(metadataFields.setId, setIds),
            inArray(
              metadataFields.code,
              wanted.map(({ code }) => code),
            ),
          ),
        )
    : [];
  const result = [];
  for (const { key, code } of wanted) {
    const fieldIds = fields.filter((field) => field.code === code).map((field) => field.fieldId);
    const names = (body[key] ?? []).map((value) => value.trim());
    if (names.length > 0 && fieldIds.length === 0)
      throw invalid(`body/${key}: the site's metadata has no '${code}' field.`);
    const values = fieldIds.length
      ? await db
          .select({ id: metadataFieldValues.fieldValueId, value: metadataFieldValues.value })
          .from(metadataFieldValues)
          .where(and(inArray(metadataFieldValues.fieldId, fieldIds), eq(metadataFieldValues.softDeleted, false)))
      : [];
    const byValue = new Map<string, number>();
    for (const row of values) if (!byValue.has(row.value)) byValue.set(row.value, row.id);
    const valueIds: number[] = [];
    names.forEach((name, index) => {
      const id = byValue.get(name);
      if (id === undefined)
        throw invalid(`body/${key}/${index} '${name}' is not a value of the site's '${code}' field.`);
      if (!valueIds.includes(id)) valueIds.push(id);
    });
    result.push({ code, fieldIds, valueIds });
  }
  return result;
}

/** The contacts the body names, checked: every user must be a user of the asset's site (400 naming the entry). */
async function resolveContacts(db: Db, asset: Asset, body: AssetSave) {
  if (body.contacts === undefined) return undefined;
  const known = await siteUsersById(
    db,
    asset.deploymentIndexId,
    body.contacts.map((contact) => contact.user.userId),
  );
  const rows = new Map<
    string,
    { assetId: number; userId: number; contactRole: (typeof ASSET_CONTACT_ROLES)[number] }
  >();
  body.contacts.forEach((contact, index) => {
    if (!known.has(contact.user.userId))
      throw invalid(`body/contacts/${index}/user/userId ${contact.user.userId} is not a user of the asset's site.`);
    rows.set(`${contact.role}|${contact.user.userId}`, {
      assetId: asset.assetId,
      userId: contact.user.userId,
      contactRole: contact.role,
    });
  });
  return [...rows.values()];
}

/**
 * Saves the edit dialog: checks everything first (400 naming the field, nothing written), then writes the asset's
 * columns, its keywords and tags and its contacts in one transaction, and re-queues the asset's search indexing
 * the way updateAssetWithMetadata does (assets/asset-processing.ts requeueProcessing, when its file is stored) so
 * search shows the change. Answers the asset as saved.
 */
export async function saveEditableAsset(
  app: FastifyInstance,
  { asset, access }: ReadableAsset,
  body: AssetSave,
): Promise<Asset> {
  if (body.assetId !== undefined && body.assetId !== asset.assetId)
    throw invalid(`body/assetId ${body.assetId} is not the asset of the path (${asset.assetId}).`);
  const columns = columnsOf(body);
  const valueFields = await resolveValueFields(app.db, access, body);
  const contacts = await resolveContacts(app.db, asset, body);

  await app.db.transaction(async (tx) => {
    await tx
      .update(assets)
      .set({ ...columns, updatedByUserId: access.user.userId, updated: new Date() })
      .where(eq(assets.assetId, asset.assetId));
    for (const { fieldIds, valueIds } of valueFields) {
      if (fieldIds.length > 0) {
        const ofField = tx
          .select({ id: metadataFieldValues.fieldValueId })
          .from(metadataFieldValues)
          .where(inArray(metadataFieldValues.fieldId, fieldIds));
        await tx
          .delete(assetFieldValues)
          .where(and(eq(assetFieldValues.assetId, asset.assetId), inArray(assetFieldValues.fieldValueId, ofField)));
      }
      if (valueIds.length > 0)
        await tx
          .insert(assetFieldValues)
          .values(valueIds.map((fieldValueId) => ({ assetId: asset.assetId, fieldValueId })))
          .onConflictDoNothing();
    }
    if (contacts) {
      await tx.delete(assetContacts).where(eq(assetContacts.assetId, asset.assetId));
      if (contacts.length > 0) await tx.insert(assetContacts).values(contacts);
    }
  });

  const [stored] = await app.db.select().from(assets).where(eq(assets.assetId, asset.assetId));
  if (!stored) throw new HttpError(404, `No such asset: ${asset.assetId}.`);
  return hasStoredFile(stored) ? requeueProcessing(app, stored.assetId) : stored;
}
