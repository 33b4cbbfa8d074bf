import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  deploymentIndexes,
  metadataEdges,
  metadataFields,
  metadataFieldValues,
  metadataSets,
} from '../db/schema/index.js';
import { PROCESS_ASSET_QUEUE } from '../assets/queue-asset-processing.js';
import type { DemoSiteContext } from './demo-site-context.js';

/**
 * Test set-up for the uploader calls: a metadata set for a demo site (the demo seed has none), blobs
 * written straight into a site's container, registration through the API, and the processing queue
 * (its worker paused).
 */

export interface SeededSet {
  masterSetId: number;
  subsetId: number;
  otherSubsetId: number;
  field: Record<'contentTypes' | 'regions' | 'countries' | 'keywords' | 'clientResult' | 'otherField', number>;
  value: Record<
    | 'caseStudy'
    | 'credential'
    | 'retired'
    | 'europe'
    | 'americas'
    | 'france'
    | 'germany'
    | 'brazil'
    | 'growth'
    | 'other',
    number
  >;
}

/**
 * The site's master set 'Northwind master' (Content Types: required, multiple; Regions: one value;
 * Countries and Keywords: multiple) with the subsets 'Case studies' (Client Result, required) and
 * 'Awards entries'; 'Retired' is a soft-deleted content type; France and Germany sit under Europe,
 * Brazil under Americas.
 */
export async function seedMetadataSet(app: FastifyInstance, siteId: number): Promise<SeededSet> {
  const db = app.db;
  const [master] = await db
    .insert(metadataSets)
    .values({ name: 'Northwind master', isMaster: true, deploymentIndexId: siteId })
    .returning();
  const [subset] = await db
    .insert(metadataSets)
    .values({ name: 'Case studies', masterSetId: master!.setId, deploymentIndexId: siteId })
    .returning();
  const [other] = await db
    .insert(metadataSets)
    .values({ name: 'Awards entries', masterSetId: master!.setId, deploymentIndexId: siteId })
    .returning();
  await db
    .update(deploymentIndexes)
    .set({ metadataSetId: master!.setId })
    .where(eq(deploymentIndexes.deploymentIndexId, siteId));
  const addField = async (
    setId: number,
    name: string,
    code: string,
    order: number,
    flags: { isRequired?: boolean; isMultiple?: boolean },
  ) =>
    (
      await db
        .insert(metadataFields)
        .values({
          setId,
          name,
          code,
          order,
          isRequired: flags.isRequired ?? false,
          isMultiple: flags.isMultiple ?? false,
        })
        .returning()
    )[0]!.fieldId;
  const field = {
    contentTypes: await addField(master!.setId, 'Content Types', 'content_types', 1, {
      isRequired: true,
      isMultiple: true,
    }),
    regions: await addField(master!.setId, 'Regions', 'regions', 2, {}),
    countries: await addField(master!.setId, 'Countries', 'countries', 3, { isMultiple: true }),
    keywords: await addField(master!.setId, 'Keywords', 'keywords', 4, { isMultiple: true }),
    clientResult: await addField(subset!.setId, 'Client Result', 'client_result', 1, { isRequired: true }),
    otherField: await addField(other!.setId, 'Award Show', 'award_show', 1, {}),
  };
  const addValue = async (fieldId: number, value: string, order: number, softDeleted = false) =>
    (await db.insert(metadataFieldValues).values({ fieldId, value, order, softDeleted }).returning())[0]!.fieldValueId;
  const value = {
    caseStudy: await addValue(field.contentTypes, 'Case Study', 1),
    credential: await addValue(field.contentTypes, 'Credential', 2),
    retired: await addValue(field.contentTypes, 'Retired', 3, true),
    europe: await addValue(field.regions, 'Europe', 1),
    americas: await addValue(field.regions, 'Americas', 2),
    france: await addValue(field.countries, 'France', 1),
    germany: await addValue(field.countries, 'Germany', 2),
    brazil: await addValue(field.countries, 'Brazil', 3),
    growth: await addValue(field.clientResult, 'Revenue growth', 1),
    other: await addValue(field.otherField, 'Cannes Lions', 1),
  };
  const edge = (child: string, parent: string) => ({
    deploymentIndexId: siteId,
    fieldCode: 'countries',
    fieldName: 'Countries',
    fieldValue: child,
    parentFieldCode: 'regions',
    parentFieldName: 'Regions',
    parentFieldValue: parent,
  });
  await db
    .insert(metadataEdges)
    .values([edge('France', 'Europe'), edge('Germany', 'Europe'), edge('Brazil', 'Americas')]);
  return { masterSetId: master!.setId, subsetId: subset!.setId, otherSubsetId: other!.setId, field, value };
}

/** The asset ids of the 'process-asset' jobs waiting in the queue (fetching them takes them). */
export async function fetchQueuedAssetIds(app: FastifyInstance): Promise<number[]> {
  const jobs = await app.jobs.fetch<{ assetId: number }>(PROCESS_ASSET_QUEUE, { batchSize: 100 });
  return jobs.map((job) => job.data.assetId);
}

/** Writes bytes straight into a container, as the browser does with its short-lived signature. */
export async function putBlob(
  app: FastifyInstance,
  containerName: string,
  blobName: string,
  bytes: Buffer,
  contentType: string,
): Promise<void> {
  const container = app.blobs.getContainerClient(containerName);
  await container.createIfNotExists();
  await container.getBlockBlobClient(blobName).uploadData(bytes, { blobHTTPHeaders: { blobContentType: contentType } });
}

export interface RegisteredItem {
  UniqueId: string;
  AssetId: number;
  DocId: string;
  BlobName: string;
  ContainerName: string;
  MimeType: string;
  FoundPreviewAssetInfos: { UniqueId: string; BlobName: string; ContainerName: string }[];
}

/** Registers one file through saveAssetWithMetadata and answers its item (throws unless 200 without errors). */
export async function registerFile(
  context: DemoSiteContext,
  as: string,
  siteId: number,
  file: { name: string; size: number; mimeType?: string; title?: string },
  metadata: { fieldId: number; profileFieldValueId: number }[],
  previews: { UniqueId: string; FileName: string }[] = [],
): Promise<RegisteredItem> {
  const response = await context.request('POST', '/api/v2/uploader/saveAssetWithMetadata', {
    as,
    payload: {
      DeploymentIndexId: siteId,
      AssetInfos: [
        { UniqueId: 'main', FileName: file.name, filesize: file.size, MimeType: file.mimeType, Title: file.title },
      ],
      MetadataData: metadata,
      PreviewAssetInfos: previews.map((preview) => ({ ...preview, ParentUniqueId: 'main' })),
    },
  });
  if (response.statusCode !== 200)
    throw new Error(`Registering ${file.name} answered ${response.statusCode}: ${response.body}`);
  const body = response.json<{ HasError: boolean; AssetInfos: RegisteredItem[] }>();
  if (body.HasError || !body.AssetInfos[0]) throw new Error(`Registering ${file.name} failed: ${response.body}`);
  return body.AssetInfos[0];
}
