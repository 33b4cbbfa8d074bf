import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ACCESS_MESSAGES, MAX_ZIP_FILES } from '@portal/contracts';
import { createMswServer, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { SelectionActions, TOO_MANY_SELECTED } from './selection-actions';

const server = createMswServer();
const ids = (count: number) => new Set(Array.from({ length: count }, (_, index) => `doc-${index + 1}`));

describe('the selected results’ download', () => {
  it(`is disabled above ${MAX_ZIP_FILES} results, and says why`, () => {
    renderWithPlatform(<SelectionActions ids={ids(MAX_ZIP_FILES + 1)} onClear={() => {}} />);
    const button = screen.getByRole('button', { name: `Download selected (${MAX_ZIP_FILES + 1})` });
    expect(button).toBeDisabled();
    expect(button.parentElement).toHaveAttribute('title', TOO_MANY_SELECTED);
    expect(screen.getByRole('status')).toHaveTextContent(TOO_MANY_SELECTED);
  });

  it("says the server's refusal when none of the files may be downloaded", async () => {
    server.use(
      http.post(`${TEST_API_BASE}/v2/document/downloadSelected`, () =>
        HttpResponse.json({ statusCode: 403, error: ACCESS_MESSAGES.privateAsset }, { status: 403 }),
      ),
    );
    const { platform } = renderWithPlatform(<SelectionActions ids={ids(MAX_ZIP_FILES)} onClear={() => {}} />);
    const notified: unknown[] = [];
    platform.bus.on('notify').subscribe((event) => notified.push([event.level, event.message]));
    await userEvent.click(screen.getByRole('button', { name: `Download selected (${MAX_ZIP_FILES})` }));
    await waitFor(() =>
      expect(notified).toEqual([
        ['error', `The selected results could not be downloaded: ${ACCESS_MESSAGES.privateAsset}`],
      ]),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
