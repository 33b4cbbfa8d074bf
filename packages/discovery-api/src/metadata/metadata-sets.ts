import type { MetadataField, MetadataSetSummary } from '@portal/contracts';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import {
  deployments,
  metadataEdges,
  metadataFields,
  metadataFieldValues,
  metadataSets,
  type DeploymentIndex,
  type MetadataSet,
} from '../db/schema/index.js';
import { Db } from '../db/database.js';

/**
 * A site's metadata sets. The spec has a master set per site and subsets of it (§3 uploader state)
 * without saying where a site's master comes from; the order chosen is: the site's own metadataSetId
 * (a duplicated site shares its source's), else its deployment's metadataSetId, else a master set
 * owned by the site. When the id found is a subset, its master is used.
 */
export async function siteMasterSet(db: Db, site: DeploymentIndex): Promise<MetadataSet | undefined> {
  let candidateId = site.metadataSetId;
  if (candidateId === null) {
    const [deployment] = await db
      .select({ setId: deployments.metadataSetId })
      .from(deployments)
      .where(eq(deployments.deploymentId, site.deploymentId));
    candidateId = deployment?.setId ?? null;
  }
  const [candidate] =
    candidateId !== null
      ? await db.select().from(metadataSets).where(eq(metadataSets.setId, candidateId))
      : await db
          .select()
          .from(metadataSets)
          .where(and(eq(metadataSets.deploymentIndexId, site.deploymentIndexId), eq(metadataSets.isMaster, true)))
          .orderBy(asc(metadataSets.setId))
          .limit(1);
  if (candidate && !candidate.isMaster && candidate.masterSetId !== null) {
    const [master] = await db.select().from(metadataSets).where(eq(metadataSets.setId, candidate.masterSetId));
    return master ?? candidate;
  }
  return candidate;
}

/** The master set, its subsets and any other set the site owns, sorted by name (spec §5), then id. */
export async function siteMetadataSets(
  db: Db,
  site: DeploymentIndex,
): Promise<{ master: MetadataSet | undefined; sets: MetadataSet[] }> {
  const master = await siteMasterSet(db, site);
  const owned = eq(metadataSets.deploymentIndexId, site.deploymentIndexId);
  const rows = await db
    .select()
    .from(metadataSets)
    .where(
      master ? or(owned, eq(metadataSets.setId, master.setId), eq(metadataSets.masterSetId, master.setId)) : owned,
    );
  const sets = rows.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.setId - b.setId);
  return { master, sets };
}

export const toSetSummary = (set: MetadataSet): MetadataSetSummary => ({
  setId: set.setId,
  name: set.name,
  isMaster: set.isMaster,
  masterSetId: set.masterSetId,
  deploymentIndexId: set.deploymentIndexId,
});

/**
 * The fields of the sets with their live values (soft-deleted ones left out, spec §5) and, for each
 * value, the values above it in the site's hierarchy (metadata_edges). Fields by order then name;
 * values by order then value.
 */
export async function loadFieldsWithValues(
  db: Db,
  deploymentIndexId: number,
  setIds: readonly number[],
): Promise<MetadataField[]> {
  if (setIds.length === 0) return [];
  const fields = await db
    .select()
    .from(metadataFields)
    .where(inArray(metadataFields.setId, [...setIds]))
    .orderBy(asc(metadataFields.order), asc(metadataFields.name), asc(metadataFields.fieldId));
  if (fields.length === 0) return [];
  const values = await db
    .select()
    .from(metadataFieldValues)
    .where(
      and(
        inArray(
          metadataFieldValues.fieldId,
          fields.map((field) => field.fieldId),
        ),
        eq(metadataFieldValues.softDeleted, false),
      ),
    )
    .orderBy(asc(metadataFieldValues.order), asc(metadataFieldValues.value), asc(metadataFieldValues.fieldValueId));
  const edges = await db
    .select()
    .from(metadataEdges)
    .where(
      and(
        eq(metadataEdges.deploymentIndexId, deploymentIndexId),
        inArray(metadataEdges.fieldCode, [...new Set(fields.map((field) => field.code))]),
      ),
    );
  const parentsOf = new Map<string, { fieldCode: string; fieldName: string; fieldValue: string }[]>();
  for (const edge of edges) {
    if (edge.parentFieldCode === null || edge.parentFieldValue === null) continue;
    const key = `${edge.fieldCode}\u0000${edge.fieldValue}`;
    const list = parentsOf.get(key) ?? [];
    list.push({
      fieldCode: edge.parentFieldCode,
      fieldName: edge.parentFieldName ?? edge.parentFieldCode,
      fieldValue: edge.parentFieldValue,
    });
    parentsOf.set(key, list);
  }
  return fields.map((field) => ({
    fieldId: field.fieldId,
    setId: field.setId,
    name: field.name,
    code: field.code,
    isRequired: field.isRequired,
    isMultiple: field.isMultiple,
    order: field.order,
    facetGroupName: field.facetGroupName,
    values: values
      .filter((value) => value.fieldId === field.fieldId)
      .map((value) => ({
        profileFieldValueId: value.fieldValueId,
        fieldId: value.fieldId,
        value: value.value,
        order: value.order,
        softDeleted: false,
        parents: parentsOf.get(`${field.code}\u0000${value.value}`) ?? [],
      })),
  }));
}
