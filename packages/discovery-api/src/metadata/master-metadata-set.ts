import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { deploymentIndexes, metadataFields, metadataSets, type MetadataField } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { STANDARD_METADATA_FIELDS } from './standard-metadata-fields.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface GeneratedMasterSet {
  setId: number;
  name: string;
  isMaster: boolean;
  deploymentIndexId: number;
  /** In field order. */
  fields: MetadataField[];
}

/** The site's master metadata set (its name), or its metadata set id when one is set; undefined when it has neither. */
export async function existingMetadataSetOf(
  tx: Database | Transaction,
  deploymentIndexId: number,
): Promise<{ masterSetName?: string; metadataSetId?: number } | undefined> {
  const [master] = await tx
    .select({ name: metadataSets.name })
    .from(metadataSets)
    .where(and(eq(metadataSets.deploymentIndexId, deploymentIndexId), eq(metadataSets.isMaster, true)));
  const [site] = await tx
    .select({ metadataSetId: deploymentIndexes.metadataSetId })
    .from(deploymentIndexes)
    .where(eq(deploymentIndexes.deploymentIndexId, deploymentIndexId));
  if (!master && !site?.metadataSetId) return undefined;
  return {
    ...(master ? { masterSetName: master.name } : {}),
    ...(site?.metadataSetId ? { metadataSetId: site.metadataSetId } : {}),
  };
}

/**
 * Creates a site's master metadata set '<site name> master set' with the standard fields
 * (STANDARD_METADATA_FIELDS, in their order) and makes it the site's metadata set. The caller checks that
 * the site has none yet (existingMetadataSetOf) in the same transaction: POST v2/deployments/generateAssetMetadataSets
 * and the demo library both use it.
 */
export async function createMasterMetadataSet(
  tx: Transaction,
  site: { deploymentIndexId: number; name: string },
): Promise<GeneratedMasterSet> {
  const [set] = await tx
    .insert(metadataSets)
    .values({ name: `${site.name} master set`, isMaster: true, deploymentIndexId: site.deploymentIndexId })
    .returning();
  if (!set) throw new Error('Creating the metadata set returned no row.');
  const fields = await tx
    .insert(metadataFields)
    .values(
      STANDARD_METADATA_FIELDS.map((field, position) => ({
        setId: set.setId,
        name: field.name,
        code: field.code,
        isRequired: field.isRequired ?? false,
        isMultiple: field.isMultiple,
        order: position + 1,
        facetGroupName: field.facetGroupName,
        displayInFilter: true,
        displayInInsights: field.displayInInsights ?? false,
      })),
    )
    .returning();
  await tx
    .update(deploymentIndexes)
    .set({ metadataSetId: set.setId, updated: new Date() })
    .where(eq(deploymentIndexes.deploymentIndexId, site.deploymentIndexId));
  return {
    setId: set.setId,
    name: set.name,
    isMaster: set.isMaster,
    deploymentIndexId: site.deploymentIndexId,
    fields: fields.sort((a, b) => a.order - b.order),
  };
}

/**
 * POST v2/deployments/generateAssetMetadataSets: creates the site's master metadata set in one transaction;
 * 409 when the site already has a metadata set (nothing is written then).
 */
export async function generateMasterMetadataSet(
  db: Database,
  site: { deploymentIndexId: number; name: string },
): Promise<GeneratedMasterSet> {
  return db.transaction(async (tx) => {
    const existing = await existingMetadataSetOf(tx, site.deploymentIndexId);
    if (existing) {
      throw new HttpError(
        409,
        `The site ${site.name} already has a metadata set${existing.masterSetName ? ` ('${existing.masterSetName}')` : ''}; nothing was generated.`,
      );
    }
    return createMasterMetadataSet(tx, site);
  });
}
