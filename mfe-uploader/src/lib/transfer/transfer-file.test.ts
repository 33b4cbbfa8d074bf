import { http, HttpResponse } from 'msw';
import { createMswServer } from '@portal/test-utils';
import { TRANSFER_TUNING, transferFile } from './transfer-file';

const BLOB_URL = 'https://blob.test/devstoreaccount1/site-1/cases/d1/report.pdf';
const SAS_URL = `${BLOB_URL}?sv=2025-01-05&sr=b&sp=cw&sig=abc`;
const tuning = {
  ...TRANSFER_TUNING,
  blockSize: 1024,
  singleShotMax: 1024,
  parallelBlocks: 2,
  triesPerBlock: 3,
  retryDelayMs: 1,
};

interface Seen {
  blockAttempts: Map<string, number>;
  committed: string[];
  headers: Headers | null;
}

/** The blob endpoint: Put Block and Put Block List, refusing a block as `refuse` says. */
function blobEndpoint(seen: Seen, refuse: (blockIndex: number, attempt: number) => number | null) {
  const order: string[] = [];
  return http.put(BLOB_URL, async ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('comp') === 'block') {
      const id = url.searchParams.get('blockid')!;
      if (!order.includes(id)) order.push(id);
      const attempt = (seen.blockAttempts.get(id) ?? 0) + 1;
      seen.blockAttempts.set(id, attempt);
      await request.arrayBuffer();
      const status = refuse(order.indexOf(id), attempt);
      if (status)
        return new HttpResponse('<Error><Code>ServerBusy</Code><Message>The server is busy.</Message></Error>', {
          status,
          headers: { 'x-ms-error-code': 'ServerBusy' },
        });
      return new HttpResponse(null, { status: 201 });
    }
    if (url.searchParams.get('comp') === 'blocklist') {
      seen.committed = [...(await request.text()).matchAll(/<Latest>([^<]+)<\/Latest>/g)].map((match) => match[1]!);
      seen.headers = request.headers;
      return new HttpResponse(null, { status: 201, headers: { etag: '"1"' } });
    }
    return new HttpResponse(null, { status: 400 });
  });
}

const server = createMswServer();
const bytes = new Uint8Array(4 * 1024 + 100).map((_, index) => index % 251);

describe('transferring a file to blob storage', () => {
  it('sends the blocks, retries a refused block on its own, and commits them with the content type and doc_id', async () => {
    const seen: Seen = { blockAttempts: new Map(), committed: [], headers: null };
    server.use(blobEndpoint(seen, (block, attempt) => (block === 2 && attempt === 1 ? 503 : null)));
    const progress: number[] = [];
    const address = await transferFile(
      {
        sasUrl: SAS_URL,
        file: bytes,
        contentType: 'application/pdf',
        docId: 'd1',
        onProgress: (loaded) => progress.push(loaded),
      },
      tuning,
    );

    expect(address).toBe(SAS_URL);
    expect(seen.committed).toHaveLength(5);
    expect([...seen.blockAttempts.values()].sort()).toEqual([1, 1, 1, 1, 2]);
    expect(seen.headers?.get('x-ms-blob-content-type')).toBe('application/pdf');
    expect(seen.headers?.get('x-ms-meta-doc_id')).toBe('d1');
    expect(Math.max(...progress)).toBe(bytes.byteLength);
  });

  it('fails with the storage service’s answer when a block is refused every time', async () => {
    const seen: Seen = { blockAttempts: new Map(), committed: [], headers: null };
    server.use(blobEndpoint(seen, (block) => (block === 1 ? 503 : null)));
    await expect(
      transferFile(
        { sasUrl: SAS_URL, file: bytes, contentType: 'application/pdf', docId: 'd1', onProgress: () => undefined },
        tuning,
      ),
    ).rejects.toThrow(/server is busy/i);
    expect(Math.max(...seen.blockAttempts.values())).toBe(tuning.triesPerBlock);
    expect(seen.committed).toEqual([]);
  });
});
