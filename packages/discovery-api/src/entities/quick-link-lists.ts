import { isSafeLink, type QuickLink, type QuickLinkInput } from '@portal/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { quickLinks, quickLinkValues, type EntityType } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';

type Reader = Pick<Database, 'select'>;

/** The quick links of the given entities, by entity id, in their saved order. */
export async function loadQuickLinks(
  db: Reader,
  type: EntityType,
  ids: readonly number[],
): Promise<Map<number, QuickLink[]>> {
  const result = new Map<number, QuickLink[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const links = await db
    .select()
    .from(quickLinks)
    .where(and(eq(quickLinks.entityType, type), inArray(quickLinks.entityId, [...new Set(ids)])))
    .orderBy(asc(quickLinks.order), asc(quickLinks.quickLinkId));
  if (links.length === 0) return result;
  const values = await db
    .select({
      quickLinkValueId: quickLinkValues.quickLinkValueId,
      quickLinkId: quickLinkValues.quickLinkId,
      name: quickLinkValues.name,
      value: quickLinkValues.value,
    })
    .from(quickLinkValues)
    .where(
      inArray(
        quickLinkValues.quickLinkId,
        links.map((link) => link.quickLinkId),
      ),
    )
    .orderBy(asc(quickLinkValues.order), asc(quickLinkValues.quickLinkValueId));
  for (const link of links) {
    result.get(link.entityId)?.push({
      quickLinkId: link.quickLinkId,
      name: link.name,
      quickLinkValues: values.filter((value) => value.quickLinkId === link.quickLinkId),
    });
  }
  return result;
}

/**
 * Replaces an entity's quick links in one transaction. A link is kept only if it has an id or values
 * (spec §5); ids of the entity's existing links and values are kept, others are new. A value that is not
 * an absolute http(s) or mailto URL is refused with 400 naming it, and nothing is saved.
 */
export async function saveQuickLinks(
  db: Database,
  type: EntityType,
  entityId: number,
  input: readonly QuickLinkInput[],
): Promise<QuickLink[]> {
  input.forEach((link, linkIndex) =>
    (link.quickLinkValues ?? []).forEach((value, valueIndex) => {
      if (!isSafeLink(value.value)) {
        throw new HttpError(
          400,
          `The quick link value [${linkIndex}].quickLinkValues[${valueIndex}].value '${value.value}' is not a valid URL (http, https or mailto).`,
        );
      }
    }),
  );
  const kept = input.filter((link) => (link.quickLinkId ?? 0) > 0 || (link.quickLinkValues ?? []).length > 0);

  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: quickLinks.quickLinkId })
      .from(quickLinks)
      .where(and(eq(quickLinks.entityType, type), eq(quickLinks.entityId, entityId)));
    const existingLinkIds = new Set(existing.map((row) => row.id));
    const existingValueIds = new Set(
      existingLinkIds.size === 0
        ? []
        : (
            await tx
              .select({ id: quickLinkValues.quickLinkValueId })
              .from(quickLinkValues)
              .where(inArray(quickLinkValues.quickLinkId, [...existingLinkIds]))
          ).map((row) => row.id),
    );
    if (existingLinkIds.size > 0)
      await tx.delete(quickLinks).where(inArray(quickLinks.quickLinkId, [...existingLinkIds]));

    // An id is kept once: a repeated one gets a new id rather than a key violation.
    const keepId = (id: number | null | undefined, known: Set<number>) =>
      id !== null && id !== undefined && known.delete(id) ? id : undefined;
    for (const [order, link] of kept.entries()) {
      const [stored] = await tx
        .insert(quickLinks)
        .values({
          quickLinkId: keepId(link.quickLinkId, existingLinkIds),
          entityType: type,
          entityId,
          name: link.name,
          order,
        })
        .returning({ id: quickLinks.quickLinkId });
      if (!stored) throw new Error('Saving a quick link returned no row.');
      const values = link.quickLinkValues ?? [];
      if (values.length > 0) {
        await tx.insert(quickLinkValues).values(
          values.map((value, valueOrder) => ({
            quickLinkValueId: keepId(value.quickLinkValueId, existingValueIds),
            quickLinkId: stored.id,
            name: value.name,
            value: value.value,
            order: valueOrder,
          })),
        );
      }
    }
    return (await loadQuickLinks(tx, type, [entityId])).get(entityId) ?? [];
  });
}
