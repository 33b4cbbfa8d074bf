import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMswServer } from '@portal/test-utils';
import { fakeAwardsApi, type FakeAwardsApi } from '../../../testing/fake-awards-api';
import { openAwardsPage } from '../../../testing/render-awards-page';
import { NO_RESULTS_YET } from './awards-empty-state';

const server = createMswServer();

const THUMBNAIL = 'v2/assets/document/preview/doc-ocean?type=thumbnail';

function serve(): FakeAwardsApi {
  const fake = fakeAwardsApi(server);
  fake.assets['Ocean Bottle'] = { docId: 'doc-ocean', title: 'Ocean Bottle (film)', thumbnailUrl: THUMBNAIL };
  return fake;
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('Award Showcase', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:thumbnail');
    URL.revokeObjectURL = jest.fn();
  });

  it('shows the winning work as cards, the highest level first, each saying whether the library holds it', async () => {
    const fake = serve();
    openAwardsPage('/awards/showcase');
    expect(await screen.findByRole('heading', { level: 2, name: 'Award Showcase' })).toBeVisible();
    const work = await screen.findByRole('list', { name: 'Winning work' });
    expect(
      within(work)
        .getAllByRole('article')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['City Lights', 'Ocean Bottle', 'Green Roofs', 'Fresh Start', 'Old Story']);
    expect(screen.getByText('5 winning works, the highest awards first.')).toBeVisible();
    expect(fake.calls.showcase).toEqual([{ deploymentIndexId: 12, currentFilterValues: {} }]);

    const matched = card('Ocean Bottle');
    expect(within(matched).getByRole('link', { name: 'Ocean Bottle' })).toHaveAttribute(
      'href',
      '/sites/12/content/doc-ocean/home',
    );
    expect(within(matched).getByText('Matched by title and advertiser')).toBeVisible();
    expect(within(matched).getByText('Gold')).toBeVisible();
    expect(within(matched).getByText('Acme')).toBeVisible();
    expect(within(matched).getByText('Northwind Media')).toBeVisible();
    expect(within(matched).getByText('Cannes Lions · 2025 · Film')).toBeVisible();
    // The thumbnail needs the bearer token: it is fetched with it and shown from the fetched bytes.
    await waitFor(() => expect(matched.querySelector('img')).toHaveAttribute('src', 'blob:thumbnail'));
    expect(fake.calls.thumbnails).toEqual([
      { path: '/api/v2/assets/document/preview/doc-ocean?type=thumbnail', auth: 'Bearer test-token' },
    ]);

    const unmatched = card('City Lights');
    expect(within(unmatched).queryByRole('link')).toBeNull();
    expect(within(unmatched).getByText('Not in the library')).toBeVisible();
    expect(within(unmatched).getByText('Grand Prix')).toBeVisible();
    expect(unmatched.querySelector('img')).toBeNull();
  });

  it('opens the content page of a matched work', async () => {
    const user = userEvent.setup();
    // The content page is the content remote's: this one has no route for it.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve();
    const { location } = openAwardsPage('/awards/showcase');
    await screen.findByRole('list', { name: 'Winning work' });
    await user.click(within(card('Ocean Bottle')).getByRole('link', { name: 'Ocean Bottle' }));
    await waitFor(() => expect(location().pathname).toBe('/sites/12/content/doc-ocean/home'));
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('No routes matched location "/sites/12/content/doc-ocean'),
    );
    warn.mockRestore();
  });

  it('filters the work and opens the details of a card', async () => {
    const user = userEvent.setup();
    const fake = serve();
    const { panels, search } = openAwardsPage('/awards/showcase');
    await screen.findByRole('list', { name: 'Winning work' });
    await user.click(screen.getByRole('combobox', { name: 'Award' }));
    await user.click(await screen.findByTitle('Gold (2)'));
    await waitFor(() => expect(search().getAll('awardLevel')).toEqual(['Gold']));
    await waitFor(() =>
      expect(fake.calls.showcase.at(-1)).toEqual({
        deploymentIndexId: 12,
        currentFilterValues: { awardLevel: ['Gold'] },
      }),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Winning work' })).getAllByRole('article')).toHaveLength(2),
    );

    await user.click(within(card('Green Roofs')).getByRole('button', { name: 'Details of Green Roofs' }));
    expect(panels).toEqual([
      {
        type: 'panel/open',
        key: 'awardDetails',
        props: { siteId: 12, result: expect.objectContaining({ Title: 'Green Roofs', year: 2024 }) },
      },
    ]);
  });

  it('tells a site without results what will appear here', async () => {
    fakeAwardsApi(server, { results: [] });
    openAwardsPage('/awards/showcase');
    expect(await screen.findByText(NO_RESULTS_YET)).toBeVisible();
  });
});
