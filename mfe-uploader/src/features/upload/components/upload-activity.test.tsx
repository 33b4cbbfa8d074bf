import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@portal/test-utils';
import {
  newUploadItem,
  withMarked,
  withProgress,
  withTransferError,
  withTransferred,
} from '../../../lib/state/upload-items';
import { createUploadSession } from '../../../lib/state/upload-session';
import { UploadActivity } from './upload-activity';

const registered = (name: string, id: string, size: number) => ({
  ...newUploadItem(new File([new Uint8Array(size)], name, { type: 'application/pdf' }), { uniqueId: id }),
  AssetId: 1,
  DocId: `d-${id}`,
  BlobName: `d-${id}/${name}`,
  ContainerName: 'site-1-assets',
  Status: 'Registered',
});

const CONTEXT = { siteId: 1, masterSetId: 2, metadata: [] };

function renderActivity(now?: () => number) {
  const session = createUploadSession(now);
  const onAddMore = jest.fn();
  const onRetry = jest.fn();
  renderWithPlatform(<UploadActivity session={session} onAddMore={onAddMore} onRetry={onRetry} />, { path: '/home' });
  return { session, onAddMore, onRetry };
}

describe('the upload console’s activity', () => {
  it('shows each item’s status and progress with one decimal, the counters, and hides the list with Show Activity', async () => {
    const { session } = renderActivity();
    act(() =>
      session.add(
        [withProgress(registered('report.pdf', 'a', 3000), 1001), registered('deck.pdf', 'b', 2048)],
        'upload',
        CONTEXT,
      ),
    );
    expect(screen.getByTestId('upload-counters')).toHaveTextContent('2 in progress · 2 not yet marked uploaded');
    const list = screen.getByRole('list', { name: 'Upload activity' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('report.pdf2.93 KBUploading...33.4%');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('deck.pdf2 KB');
    await userEvent.click(screen.getByRole('switch'));
    expect(screen.queryByRole('list', { name: 'Upload activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists errors, offers a retry for a failed transfer, and ends in the error state with ADD MORE and CLOSE', async () => {
    const { session, onRetry, onAddMore } = renderActivity();
    const done = withMarked(
      [withTransferred(registered('report.pdf', 'a', 10), 'https://blob.test/c/d-a/report.pdf?sig=x')],
      'a',
      'Uploaded',
    );
    act(() =>
      session.add(
        [...done, withTransferError(registered('spot.mp4', 'b', 10), 'The blob endpoint refused block 2.')],
        'upload',
        CONTEXT,
      ),
    );

    expect(screen.getByRole('list', { name: 'Upload errors' })).toHaveTextContent(
      'spot.mp4: Transfer error: The blob endpoint refused block 2.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry failed transfers' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    const finished = screen.getByRole('alert');
    expect(finished).toHaveTextContent('There are some errors processing your files, please see details above.');
    expect(finished.className).toMatch(/error/);
    await userEvent.click(within(finished).getByRole('button', { name: 'ADD MORE' }));
    expect(onAddMore).toHaveBeenCalledTimes(1);
    await userEvent.click(within(finished).getByRole('button', { name: 'CLOSE' }));
    expect(session.read()).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a metadata edit finishes with Update complete! and no ADD MORE', () => {
    const { session } = renderActivity();
    const edited = withMarked(
      [newUploadItem(new File(['x'], 'report.pdf'), { uniqueId: 'e', alreadyUploaded: true })],
      'e',
      undefined,
    );
    act(() => session.add(edited, 'edit', CONTEXT));
    const finished = screen.getByRole('alert');
    expect(finished).toHaveTextContent('Update complete!');
    expect(finished).toHaveTextContent('Update success.');
    expect(within(finished).queryByRole('button', { name: 'ADD MORE' })).not.toBeInTheDocument();
    expect(screen.getByText('Updated')).toBeInTheDocument();
  });

  it('an upload without errors finishes in the success colour', () => {
    const { session } = renderActivity();
    act(() =>
      session.add(
        withMarked([withTransferred(registered('a.pdf', 'a', 5), 'https://blob.test/c/a.pdf?s=1')], 'a', 'Uploaded'),
        'upload',
        CONTEXT,
      ),
    );
    expect(screen.getByRole('alert').className).toMatch(/success/);
    expect(screen.getByRole('alert')).toHaveTextContent('Upload complete!');
  });

  it('shows a large batch’s pace (files done of all, files and bytes a second), kept once it has finished', () => {
    let clock = 1_000_000;
    const { session } = renderActivity(() => clock);
    const files = Array.from({ length: 20 }, (_, index) => registered(`file-${index}.pdf`, `f${index}`, 1024 * 1024));
    act(() => session.add(files, 'upload', CONTEXT));
    expect(screen.getByTestId('upload-pace')).toHaveTextContent('0 of 20 files uploaded · 0.0 files a second');
    // Ten files sent and marked in 4 seconds.
    clock += 4000;
    act(() =>
      session.update((items) =>
        items.slice(0, 10).reduce(
          (marked, item) =>
            withMarked(
              marked.map((one) =>
                one.UniqueId === item.UniqueId ? withTransferred(one, `https://blob.test/c/${one.FileName}?s=1`) : one,
              ),
              item.UniqueId,
              'Uploaded',
            ),
          items,
        ),
      ),
    );
    expect(screen.getByTestId('upload-pace')).toHaveTextContent(
      '10 of 20 files uploaded · 2.5 files a second · 2.5 MB a second',
    );
    // A later status that sends nothing (indexing) does not slow the pace.
    clock += 60_000;
    act(() => session.update((items) => items.map((item) => ({ ...item }))));
    expect(screen.getByTestId('upload-pace')).toHaveTextContent('2.5 files a second');
  });

  it('a small batch shows no pace', () => {
    const { session } = renderActivity();
    act(() => session.add([registered('a.pdf', 'a', 5), registered('b.pdf', 'b', 5)], 'upload', CONTEXT));
    expect(screen.queryByTestId('upload-pace')).not.toBeInTheDocument();
  });
});
