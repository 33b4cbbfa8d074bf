import { http, HttpResponse } from 'msw';
import { createMswServer, createTestPlatform, TEST_API_BASE } from '@portal/test-utils';
import { downloadExport, exportFileName } from './download-export';

const wrapper = JSON.stringify({ totalRecords: 2, items: [{ title: 'a' }, { title: 'b' }], sizeInMb: 0.01 });
const bytes = new TextEncoder().encode(wrapper);
const chunked = (withLength: boolean) =>
  new HttpResponse(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 20));
        controller.enqueue(bytes.slice(20));
        controller.close();
      },
    }),
    { headers: withLength ? { 'Content-Length': String(bytes.length) } : {} },
  );
const server = createMswServer(
  http.get(`${TEST_API_BASE}/v2/collections/collection/9/assets/dataForExport`, () => chunked(true)),
);

describe('downloading an export', () => {
  it('reports the bytes received against Content-Length, chunk by chunk, and reads the totals', async () => {
    const progress: unknown[] = [];
    const result = await downloadExport(
      createTestPlatform(),
      'v2/collections/collection/9/assets/dataForExport',
      (step) => progress.push(step),
    );
    expect(progress).toEqual([
      { received: 0, total: bytes.length },
      { received: 20, total: bytes.length },
      { received: bytes.length, total: bytes.length },
    ]);
    expect(result).toMatchObject({ totalRecords: 2, sizeInMb: 0.01 });
    expect(await result.blob.text()).toBe(wrapper);
  });

  it('reports bytes so far without a total when the length is unknown', async () => {
    server.use(http.get(`${TEST_API_BASE}/v2/collections/collection/9/assets/dataForExport`, () => chunked(false)));
    const progress: unknown[] = [];
    await downloadExport(createTestPlatform(), 'v2/collections/collection/9/assets/dataForExport', (step) =>
      progress.push(step),
    );
    expect(progress.at(-1)).toEqual({ received: bytes.length, total: null });
  });

  it("fails with the server's message", async () => {
    server.use(
      http.get(`${TEST_API_BASE}/v2/collections/collection/9/assets/dataForExport`, () =>
        HttpResponse.json({ error: 'Collection not found.' }, { status: 404 }),
      ),
    );
    await expect(
      downloadExport(createTestPlatform(), 'v2/collections/collection/9/assets/dataForExport', () => undefined),
    ).rejects.toThrow('Collection not found.');
  });

  it('names the file <name>-export.json', () => {
    expect(exportFileName('Pitch: 2026/Q1')).toBe('Pitch- 2026-Q1-export.json');
  });
});
