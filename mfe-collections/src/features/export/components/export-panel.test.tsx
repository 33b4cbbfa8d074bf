import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { ExportPanel } from './export-panel';

const wrapper = JSON.stringify({ totalRecords: 2, items: [{ title: 'a' }, { title: 'b' }], sizeInMb: 0.01 });
let release: () => void = () => undefined;
createMswServer(
  http.get(`${TEST_API_BASE}/v2/groups/4`, () => HttpResponse.json({ groupId: 4, name: 'Nordic pitches' })),
  http.get(`${TEST_API_BASE}/v2/groups/collection/4/assets/dataForExport`, ({ request }) => {
    if (request.headers.get('Authorization') !== 'Bearer test-token') return new HttpResponse(null, { status: 401 });
    const bytes = new TextEncoder().encode(wrapper);
    const half = Math.floor(bytes.length / 2);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, half));
        release = () => {
          controller.enqueue(bytes.slice(half));
          controller.close();
        };
      },
    });
    return new HttpResponse(body, {
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.length) },
    });
  }),
);

describe('the export-for-agents panel', () => {
  it('shows the download progress, saves <name>-export.json and then the totals', async () => {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const platform = createTestPlatform();
    renderWithPlatform(<ExportPanel props={{ indexId: 12, type: 'group', id: 4 }} close={jest.fn()} />, {
      platform,
      store: createAppStore(platform),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText('50%')).toBeVisible();
    expect(screen.getByText(/of 0\.1 KB received/)).toBeVisible();
    release();

    expect(await screen.findByText('Saved Nordic pitches-export.json.')).toBeVisible();
    expect(screen.getByText('2 records, 0.01 MB.')).toBeVisible();
    expect(saved).toEqual(['Nordic pitches-export.json']);
  });
});
