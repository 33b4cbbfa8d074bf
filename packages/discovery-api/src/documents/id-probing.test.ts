import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { assets, type Asset } from '../db/schema/index.js';
import { sampleText } from '../seed/sample-files/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../test/demo-site-context.js';
import { addDocument, siteNamed, PNG_PIXEL } from '../test/document-fixtures.js';
import { MERIDIAN_EDITOR, NO_SITE_USER, SITE_VIEWER, UPLOADER } from '../test/cast.js';

/**
 * Attacks on asset and doc ids (finding 11): a user of Northwind Discovery only, or of no site, names an
 * asset of Meridian Insights and an id that names nothing. Both must get the same answer, apart from the id
 * itself, or the answers tell which ids exist on sites the user cannot use.
 */

const PROBERS = [SITE_VIEWER, UPLOADER, NO_SITE_USER];

/** Far above any id the test creates, and still a 32-bit integer. */
const UNKNOWN_ASSET_ID = 1_999_999_999;

const BOUNDARY = '----id-probing-boundary';
const PREVIEW_FORM = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n${PNG_PIXEL.toString('latin1')}\r\n--${BOUNDARY}--\r\n`,
  'latin1',
);

interface Target {
  assetId: number;
  docId: string;
}

/** How a route names the asset: by its numeric id or by its doc id. */
type Request = (
  target: Target,
  discoveryId: number,
) => { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The answer with every whole occurrence of the id replaced by a placeholder. */
const masked = (response: LightMyRequestResponse, id: string | number) => ({
  statusCode: response.statusCode,
  body: response.body.replace(new RegExp(`(?<![\\w-])${escapeRegExp(String(id))}(?![\\w-])`, 'g'), '<id>'),
});

describe('asset and doc ids of other sites cannot be probed', () => {
  let context: DemoSiteContext;
  let discoveryId: number;
  let meridian: Asset;
  let unknown: Target;

  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    discoveryId = (await siteNamed(app, 'Northwind Discovery')).deploymentIndexId;
    const bytes = await sampleText({ title: 'Board pack', paragraphs: ['Quarterly board pack.'] });
    meridian = await addDocument(app, await siteNamed(app, 'Meridian Insights'), {
      title: 'Board pack',
      fileName: 'board-pack.txt',
      bytes,
      mimeType: 'text/plain',
      createdBy: MERIDIAN_EDITOR,
      process: false,
    });
    unknown = { assetId: UNKNOWN_ASSET_ID, docId: randomUUID() };
  });

  /** Sends the route's request for the other site's asset and for the unknown id, as each prober; the answers must match. */
  const probe = async (byDocId: boolean, request: Request) => {
    const existing = { assetId: meridian.assetId, docId: meridian.docId };
    for (const as of PROBERS) {
      const send = async (target: Target) => {
        const { method, url, payload, headers } = request(target, discoveryId);
        return masked(
          await context.request(method, url, { as, payload, headers }),
          byDocId ? target.docId : target.assetId,
        );
      };
      const forUnknown = await send(unknown);
      const forOtherSite = await send(existing);
      assert.ok(
        forUnknown.statusCode >= 400 && forUnknown.statusCode < 500,
        `${as}: ${forUnknown.statusCode} ${forUnknown.body}`,
      );
      assert.deepEqual(forOtherSite, forUnknown, `${as}: an asset of another site must be answered as an unknown id`);
    }
    const [still] = await context.server.app.db.select().from(assets).where(eq(assets.assetId, meridian.assetId));
    assert.deepEqual(still, meridian, 'the other site asset is unchanged');
  };

  test('GET v2/assets/document/preview/{docId}', () =>
    probe(true, ({ docId }) => ({ method: 'GET', url: `/api/v2/assets/document/preview/${docId}` })));

  test('DELETE v2/document/delete?id=', () =>
    probe(true, ({ docId }) => ({ method: 'DELETE', url: `/api/v2/document/delete?id=${docId}` })));

  test('GET v2/uploader/getAssetForEditing?docid=', () =>
    probe(true, ({ docId }) => ({ method: 'GET', url: `/api/v2/uploader/getAssetForEditing?docid=${docId}` })));

  test('GET v2/uploader/getAssetForCollections?docid=', () =>
    probe(true, ({ docId }) => ({ method: 'GET', url: `/api/v2/uploader/getAssetForCollections?docid=${docId}` })));

  test('POST v2/uploader/markAsUploaded', () =>
    probe(false, ({ assetId }) => ({
      method: 'POST',
      url: '/api/v2/uploader/markAsUploaded',
      payload: { AssetId: assetId },
    })));

  test('POST v2/uploader/markPreviewAsUploaded', () =>
    probe(false, ({ assetId }) => ({
      method: 'POST',
      url: '/api/v2/uploader/markPreviewAsUploaded',
      payload: { AssetId: assetId, BlobName: 'folder/cover.png' },
    })));

  test('POST v2/uploader/triggerVideoIndexingUploader', () =>
    probe(false, ({ assetId }) => ({
      method: 'POST',
      url: '/api/v2/uploader/triggerVideoIndexingUploader',
      payload: { AssetId: assetId },
    })));

  test('POST v2/uploader/processThumbnailsOnFileReplacement', () =>
    probe(false, ({ assetId }) => ({
      method: 'POST',
      url: '/api/v2/uploader/processThumbnailsOnFileReplacement',
      payload: { AssetId: assetId },
    })));

  test('POST v2/uploader/updateAssetWithMetadata by AssetId, by DocId and by SingleDocId', async () => {
    const update = (payload: object) => ({
      method: 'POST' as const,
      url: '/api/v2/uploader/updateAssetWithMetadata',
      payload: { MetadataData: [], ...payload },
    });
    await probe(false, ({ assetId }, site) =>
      update({ DeploymentIndexId: site, AssetInfos: [{ AssetId: assetId, Title: 'Taken' }] }),
    );
    await probe(true, ({ docId }, site) => update({ DeploymentIndexId: site, AssetInfos: [{ DocId: docId }] }));
    await probe(true, ({ docId }, site) => update({ DeploymentIndexId: site, AssetInfos: [], SingleDocId: docId }));
  });

  test('POST v2/uploader/saveAssetCollections and updateAssetCollections', async () => {
    const collections = (name: string, payload: object) => ({
      method: 'POST' as const,
      url: `/api/v2/uploader/${name}`,
      payload: { MetadataData: [], ...payload },
    });
    await probe(false, ({ assetId }, site) =>
      collections('saveAssetCollections', { DeploymentIndexId: site, AssetInfos: [{ AssetId: assetId }] }),
    );
    await probe(true, ({ docId }, site) =>
      collections('updateAssetCollections', { DeploymentIndexId: site, SingleDocId: docId }),
    );
  });

  test('POST v2/assets/{id}/versions', () =>
    probe(false, ({ assetId }) => ({
      method: 'POST',
      url: `/api/v2/assets/${assetId}/versions`,
      payload: { storagePath: 'folder/brief.txt' },
    })));

  test('POST v2/assets/{id}/preview and replaceAssetImagery', async () => {
    for (const action of ['preview', 'replaceAssetImagery']) {
      await probe(false, ({ assetId }) => ({
        method: 'POST',
        url: `/api/v2/assets/${assetId}/${action}`,
        payload: PREVIEW_FORM,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      }));
    }
  });
});
