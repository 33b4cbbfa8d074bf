import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CapabilityLinkList, type CapabilityLink } from './capability-link-list';

const aLink = (id: number, link: Partial<CapabilityLink> = {}): CapabilityLink => ({
  id,
  createdBy: 'Ava Morgan',
  created: '2026-11-20T09:00:00.000Z',
  expires: '2099-01-01T00:00:00.000Z',
  revoked: null,
  uses: 0,
  lastUsed: null,
  ...link,
});
const rowOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

function renderList(links: CapabilityLink[] | undefined, onRevoke = jest.fn(async () => undefined)) {
  render(
    <CapabilityLinkList
      label="Share links"
      links={links}
      empty="No share link yet. Create one above."
      revokeWarning="Anyone who has it can no longer open the collection."
      onRevoke={onRevoke}
      errorText={(error) => (error as Error).message}
    />,
  );
  return onRevoke;
}

describe('a list of capability links', () => {
  it('shows each link’s status, maker, dates and uses, and Revoke only on the links that work', () => {
    renderList([
      aLink(1, { createdBy: 'Liam Chen', uses: 3, lastUsed: '2026-11-21T09:00:00.000Z' }),
      aLink(2, { createdBy: 'Noah Patel', expires: '2026-01-01T00:00:00.000Z' }),
      aLink(3, { createdBy: 'Sofia Rossi', revoked: '2026-11-22T09:00:00.000Z' }),
      aLink(4, { createdBy: '' }),
    ]);
    const list = screen.getByRole('list', { name: 'Share links' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);

    const active = rowOf('Link by Liam Chen');
    expect(within(active).getByText('Active')).toBeVisible();
    expect(active).toHaveTextContent(`Uses 3 · Last used ${new Date('2026-11-21T09:00:00.000Z').toLocaleString()}`);
    expect(within(active).getByRole('button', { name: 'Revoke' })).toBeVisible();

    const expired = rowOf('Link by Noah Patel');
    expect(within(expired).getByText('Expired')).toBeVisible();
    expect(expired).toHaveTextContent('Uses 0 · Last used —');
    expect(within(expired).queryByRole('button', { name: 'Revoke' })).toBeNull();

    const revoked = rowOf('Link by Sofia Rossi');
    expect(within(revoked).getByText('Revoked')).toBeVisible();
    expect(revoked).toHaveTextContent(`Revoked ${new Date('2026-11-22T09:00:00.000Z').toLocaleString()}`);
    expect(within(revoked).queryByRole('button', { name: 'Revoke' })).toBeNull();

    expect(screen.getByText('Link by a former user')).toBeVisible();
  });

  it('revokes a link only after the confirmation', async () => {
    const onRevoke = renderList([aLink(1), aLink(2, { createdBy: 'Liam Chen' })]);
    await userEvent.click(within(rowOf('Link by Liam Chen')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Anyone who has it can no longer open the collection.')).toBeInTheDocument();
    expect(onRevoke).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Revoke' }).at(-1)!);
    await waitFor(() => expect(onRevoke).toHaveBeenCalledWith(expect.objectContaining({ id: 2 })));
  });

  it('says on its row when a link could not be revoked', async () => {
    renderList(
      [aLink(1), aLink(2, { createdBy: 'Liam Chen' })],
      jest.fn(async () => Promise.reject(new Error('Gone.'))),
    );
    await userEvent.click(within(rowOf('Link by Liam Chen')).getByRole('button', { name: 'Revoke' }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Revoke' })).at(-1)!);
    const row = rowOf('Link by Liam Chen');
    expect(await within(row).findByText('The link could not be revoked.')).toBeVisible();
    expect(within(row).getByText('Gone.')).toBeVisible();
    expect(within(rowOf('Link by Ava Morgan')).queryByText('The link could not be revoked.')).toBeNull();
  });

  it('says when the links are loading, could not be loaded, or there are none yet and what to do', () => {
    const { rerender } = render(
      <CapabilityLinkList
        label="Links"
        links={undefined}
        empty="None."
        revokeWarning=""
        onRevoke={jest.fn()}
        errorText={String}
      />,
    );
    expect(screen.getByText('Loading the links…')).toHaveAttribute('aria-busy', 'true');
    rerender(
      <CapabilityLinkList
        label="Links"
        links={undefined}
        loadError="Not now."
        empty="None."
        revokeWarning=""
        onRevoke={jest.fn()}
        errorText={String}
      />,
    );
    expect(screen.getByText('The links could not be loaded.')).toBeVisible();
    expect(screen.getByText('Not now.')).toBeVisible();
    rerender(
      <CapabilityLinkList
        label="Links"
        links={[]}
        empty="No share link yet. Create one above."
        revokeWarning=""
        onRevoke={jest.fn()}
        errorText={String}
      />,
    );
    expect(screen.getByText('No share link yet. Create one above.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
