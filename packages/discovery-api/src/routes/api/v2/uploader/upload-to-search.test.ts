// wire pass: the job queue (pg-boss) over a socket, from upload to search.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { assets } from '../../../../db/schema/index.js';
import { samplePdf } from '../../../../seed/sample-files/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { blockBlobClientFor } from '../../../../test/portal-blob-client.js';
import { registerFile, seedMetadataSet } from '../../../../test/uploader-fixtures.js';
import { SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';
import { castSite } from '../../../../test/cast-site.js';

/**
 * The whole way a browser uploads: register with metadata, ask for a write SAS, send the bytes with
 * @azure/storage-blob through the portal's /blob address, mark as uploaded; the pipeline worker then indexes
 * the file, and a viewer finds it by a word only its content holds.
 */
describe('upload through a SAS, mark as uploaded, found by search', () => {
  let context: DemoSiteContext;
  let site: number;
  before(async () => {
    context = await sharedDemoSite();
    site = (await castSite(context, 'Upload to search')).deploymentIndexId;
  });

  test('a PDF uploaded by an uploader ends Indexed and a viewer finds it', async () => {
    const set = await seedMetadataSet(context.server.app, site);
    const bytes = Buffer.from(
      await samplePdf({
        title: 'Tide pool campaign',
        paragraphs: ['The campaign introduced the mascot wobbegongwave to coastal audiences.'],
      }),
    );
    const item = await registerFile(
      context,
      UPLOADER,
      site,
      { name: 'tide-pool.pdf', size: bytes.length, mimeType: 'application/pdf', title: 'Tide pool campaign' },
      [{ fieldId: set.field.contentTypes, profileFieldValueId: set.value.caseStudy }],
    );

    const sas = await context.request(
      'GET',
      `/api/v2/deploymentIndexes/${site}/getSasToken?containerName=${item.ContainerName}&blobName=${encodeURIComponent(item.BlobName)}&permission=write`,
      { as: UPLOADER },
    );
    assert.equal(sas.statusCode, 200, sas.body);
    const { sasUrl, blobUrl } = sas.json();
    await blockBlobClientFor(sasUrl).uploadData(bytes, {
      blobHTTPHeaders: { blobContentType: 'application/pdf' },
      metadata: { doc_id: item.DocId },
    });

    const marked = await context.request('POST', '/api/v2/uploader/markAsUploaded', {
      as: UPLOADER,
      payload: {
        AssetId: item.AssetId,
        DocId: item.DocId,
        UniqueId: item.UniqueId,
        BlobName: item.BlobName,
        StoragePath: blobUrl,
      },
    });
    assert.equal(marked.statusCode, 200, marked.body);

    // The worker polls every second; a 2-core machine under load may need a while for extraction and imagery.
    const deadline = Date.now() + 60_000;
    let asset = (await context.server.app.db.select().from(assets).where(eq(assets.assetId, item.AssetId)))[0];
    while (asset?.statusId !== 4 && asset?.statusId !== 5 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      asset = (await context.server.app.db.select().from(assets).where(eq(assets.assetId, item.AssetId)))[0];
    }
    assert.equal(asset?.statusId, 4, `status ${asset?.status}: ${asset?.statusError}`);

    const found = await context.request('POST', '/api/v2/search', {
      as: SITE_VIEWER,
      payload: { indexId: site, q: 'wobbegongwave', queryType: 'full' },
    });
    assert.equal(found.statusCode, 200, found.body);
    const [doc] = found.json().documents;
    assert.equal(doc?.doc_id, item.DocId);
    assert.equal(doc?.title, 'Tide pool campaign');
    assert.deepEqual(doc?.content_types, ['Case Study']);
  });
});
