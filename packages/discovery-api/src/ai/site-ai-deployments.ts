import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { aiDeployments, aiDeploymentTypes, aiEndpoints, type AiDeploymentType } from '../db/schema/index.js';

export async function aiDeploymentTypeByCode(db: Database, code: string): Promise<AiDeploymentType | undefined> {
  const [type] = await db.select().from(aiDeploymentTypes).where(eq(aiDeploymentTypes.code, code));
  return type;
}

export async function aiDeploymentTypeCodes(db: Database): Promise<string[]> {
  return (await db.select({ code: aiDeploymentTypes.code }).from(aiDeploymentTypes)).map((row) => row.code);
}

/**
 * The site's AI deployment of the type with its endpoint's addresses; undefined when it has none. The
 * endpoint's keys are never read here: they stay sealed (src/security/secret-box.ts) for the server's own calls.
 */
export async function siteAiDeployment(db: Database, deploymentIndexId: number, aiDeploymentTypeId: number) {
  const [row] = await db
    .select({
      aiDeploymentId: aiDeployments.aiDeploymentId,
      deploymentName: aiDeployments.deploymentName,
      aideploymentTypeId: aiDeployments.aiDeploymentTypeId,
      aiendpointId: aiEndpoints.aiEndpointId,
      endpointUrl: aiEndpoints.endpointUrl,
      apimEndpointUrl: aiEndpoints.apimEndpointUrl,
    })
    .from(aiDeployments)
    .innerJoin(aiEndpoints, eq(aiEndpoints.aiEndpointId, aiDeployments.aiEndpointId))
    .where(
      and(
        eq(aiDeployments.deploymentIndexId, deploymentIndexId),
        eq(aiDeployments.aiDeploymentTypeId, aiDeploymentTypeId),
      ),
    );
  return row;
}

/** A site's AI deployments with their type and endpoint (keys still sealed), narrowed by `where`. */
function deploymentsWithEndpoints(db: Database, where: SQL | undefined) {
  return db
    .select({
      aiDeploymentId: aiDeployments.aiDeploymentId,
      deploymentName: aiDeployments.deploymentName,
      typeCode: aiDeploymentTypes.code,
      typeName: aiDeploymentTypes.name,
      endpoint: aiEndpoints,
    })
    .from(aiDeployments)
    .innerJoin(aiDeploymentTypes, eq(aiDeploymentTypes.aiDeploymentTypeId, aiDeployments.aiDeploymentTypeId))
    .innerJoin(aiEndpoints, eq(aiEndpoints.aiEndpointId, aiDeployments.aiEndpointId))
    .where(where)
    .orderBy(aiDeploymentTypes.aiDeploymentTypeId);
}

/** A site's deployment of a type with its endpoint's keys, still sealed. */
export async function siteAiDeploymentWithKeys(db: Database, deploymentIndexId: number, typeCode: string) {
  const [row] = await deploymentsWithEndpoints(
    db,
    and(eq(aiDeployments.deploymentIndexId, deploymentIndexId), eq(aiDeploymentTypes.code, typeCode)),
  );
  return row;
}

/** Every AI deployment of a site, with its type and endpoint (keys still sealed). */
export function siteAiDeployments(db: Database, deploymentIndexId: number) {
  return deploymentsWithEndpoints(db, eq(aiDeployments.deploymentIndexId, deploymentIndexId));
}
