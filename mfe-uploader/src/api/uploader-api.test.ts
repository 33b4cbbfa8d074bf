import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import { createMswServer, createTestPlatform, TEST_API_BASE } from '@portal/test-utils';
import { newUploadItem } from '../lib/state/upload-items';
import { uploaderCallsOf } from './uploader-api';

const seen: { sas?: URLSearchParams; mark?: unknown } = {};
createMswServer(
  http.get(`${TEST_API_BASE}/v2/deploymentIndexes/1/getSasToken`, ({ request }) => {
    seen.sas = new URL(request.url).searchParams;
    return HttpResponse.json({
      sasUrl: 'https://portal.test/blob/acct/site-1-assets/Cases/d1/a.pdf?sp=cw&sig=x',
      blobUrl: 'https://portal.test/blob/acct/site-1-assets/Cases/d1/a.pdf',
      expiresOn: '2026-11-22T05:00:00Z',
    });
  }),
  http.post(`${TEST_API_BASE}/v2/uploader/markAsUploaded`, async ({ request }) => {
    seen.mark = await request.json();
    return HttpResponse.json(
      {
        statusCode: 409,
        error: 'The stored file is 3 bytes; 9 were registered.',
        HasError: true,
        Error: 'The stored file is 3 bytes; 9 were registered.',
      },
      { status: 409 },
    );
  }),
);

describe('the uploader calls against the server', () => {
  const calls = () => uploaderCallsOf(createAppStore(createTestPlatform({ path: '/home' })));

  it('asks for a write SAS of exactly the blob the register answer named', async () => {
    await expect(calls().writeAccess(1, 'site-1-assets', 'Cases/d1/a.pdf')).resolves.toMatch(/\?sp=cw&sig=x$/);
    expect(Object.fromEntries(seen.sas!)).toEqual({
      containerName: 'site-1-assets',
      blobName: 'Cases/d1/a.pdf',
      permission: 'write',
    });
  });

  it('a refused mark-as-uploaded fails with the server’s reason', async () => {
    const item = {
      ...newUploadItem(new File(['abc'], 'a.pdf'), { uniqueId: 'u1' }),
      AssetId: 7,
      DocId: 'd1',
      BlobName: 'Cases/d1/a.pdf',
      StoragePath: 'https://portal.test/blob/acct/site-1-assets/Cases/d1/a.pdf',
    };
    await expect(calls().markAsUploaded(item)).rejects.toMatchObject({
      status: 409,
      message: 'The stored file is 3 bytes; 9 were registered.',
    });
    expect(seen.mark).toEqual({
      AssetId: 7,
      DocId: 'd1',
      UniqueId: 'u1',
      BlobName: 'Cases/d1/a.pdf',
      StoragePath: 'https://portal.test/blob/acct/site-1-assets/Cases/d1/a.pdf',
    });
  });
});
