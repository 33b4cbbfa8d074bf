import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewCapabilityLink, type MadeCapabilityLink } from './new-capability-link';

const URL_OF_LINK = 'https://portal.test/sites/12/collections/link/tok-5';

function renderMaker(onCreate: (days: number) => Promise<MadeCapabilityLink>) {
  render(
    <NewCapabilityLink
      minDays={1}
      maxDays={90}
      defaultDays={7}
      onCreate={onCreate}
      errorText={(error) => (error as Error).message}
    />,
  );
}

describe('making a capability link', () => {
  it('works 7 days unless told otherwise, and shows the full address once, to copy', async () => {
    const onCreate = jest.fn(async () => ({ url: URL_OF_LINK, expires: '2026-12-20T09:00:00.000Z' }));
    renderMaker(onCreate);
    expect(screen.getByRole('spinbutton', { name: 'Expires in (days)' })).toHaveValue('7');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));

    expect(await screen.findByText(URL_OF_LINK)).toBeVisible();
    expect(onCreate).toHaveBeenCalledWith(7);
    expect(screen.getByText('The link is ready. Copy it now: it is shown only this once.')).toBeVisible();
    expect(screen.getByText(`Works until ${new Date('2026-12-20T09:00:00.000Z').toLocaleString()}.`)).toBeVisible();
    expect(screen.getByRole('button', { name: /copy/i })).toBeVisible();
  });

  it('refuses a number of days outside the limits before asking the server', async () => {
    const onCreate = jest.fn(async () => ({ url: URL_OF_LINK, expires: '2026-12-20T09:00:00.000Z' }));
    renderMaker(onCreate);
    const days = screen.getByRole('spinbutton', { name: 'Expires in (days)' });
    await userEvent.clear(days);
    await userEvent.type(days, '91');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Choose between 1 and 90 days.')).toBeVisible();
    expect(onCreate).not.toHaveBeenCalled();

    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText(URL_OF_LINK)).toBeVisible();
    expect(onCreate).toHaveBeenCalledWith(30);
  });

  it('says why a link could not be made', async () => {
    renderMaker(async () => Promise.reject(new Error('This video is confidential.')));
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('The link could not be created.')).toBeVisible();
    expect(screen.getByText('This video is confidential.')).toBeVisible();
  });
});
