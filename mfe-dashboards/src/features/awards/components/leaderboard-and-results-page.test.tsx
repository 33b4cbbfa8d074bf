import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMswServer, desktopWidth } from '@portal/test-utils';
import { fakeAwardsApi } from '../../../testing/fake-awards-api';
import { openAwardsPage } from '../../../testing/render-awards-page';
import { SIDE_BY_SIDE_MIN_WIDTH } from './leaderboard-and-results-page';

const server = createMswServer();

describe('Leaderboard and Results', () => {
  it('shows the ranking and the results under one filter bar that both follow', async () => {
    const user = userEvent.setup();
    const fake = fakeAwardsApi(server);
    const { search } = openAwardsPage('/awards/leaderboardandresults');
    expect(await screen.findByRole('heading', { level: 2, name: 'Leaderboard and Results' })).toBeVisible();
    const ranking = await screen.findByRole('region', { name: 'Cadre Rankings' });
    const results = screen.getByRole('region', { name: 'Award Results' });
    expect(
      within(ranking).getByRole('table', { name: /^Agencies ranked by points in 2025 against 2024/ }),
    ).toBeVisible();
    expect(within(results).getByRole('table', { name: 'Results of EMEA' })).toBeVisible();
    expect(screen.getAllByRole('heading', { name: /^Filters/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(screen.getByRole('combobox', { name: 'Agency' }));
    await user.click(await screen.findByTitle('Pixel & Loom (1)'));
    await waitFor(() => expect(search().getAll('agency')).toEqual(['Pixel & Loom']));
    const values = { year: ['2025'], agency: ['Pixel & Loom'] };
    await waitFor(() =>
      expect(fake.calls.leaderboard.at(-1)).toEqual({
        method: 'POST',
        body: { deploymentIndexId: 12, currentFilterValues: values },
      }),
    );
    expect(fake.calls.data.at(-1)).toEqual({
      method: 'POST',
      body: { deploymentIndexId: 12, awardResultType: 'region', currentFilterValues: values },
    });
    expect(await within(results).findByRole('table', { name: 'Results of APAC' })).toBeVisible();
    await waitFor(() =>
      expect(
        within(ranking)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.querySelectorAll('td')[1]?.textContent),
      ).toEqual(['Pixel & Loom']),
    );
  });

  it.each([
    ['one above the other', SIDE_BY_SIDE_MIN_WIDTH - 1, ['Year', 'Show']],
    ['side by side, the results compact', SIDE_BY_SIDE_MIN_WIDTH, []],
  ])('shows the two %s at %i px, the year and the show of a result left to its details', async (_, width, long) => {
    const innerWidth = window.innerWidth;
    const narrowAgain = desktopWidth();
    window.innerWidth = width;
    try {
      fakeAwardsApi(server);
      openAwardsPage('/awards/leaderboardandresults');
      const results = await screen.findByRole('region', { name: 'Award Results' });
      const table = await within(results).findByRole('table', { name: 'Results of EMEA' });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      expect(headers).toEqual(['Category', 'Title', 'Product', 'Advertiser', 'City', 'Awards', 'Points', ...long]);
    } finally {
      window.innerWidth = innerWidth;
      narrowAgain();
    }
  });

  it('switches the results between the views, keeping the choice in the URL', async () => {
    const user = userEvent.setup();
    const fake = fakeAwardsApi(server);
    const { search } = openAwardsPage('/awards/leaderboardandresults');
    const results = await screen.findByRole('region', { name: 'Award Results' });
    await within(results).findByRole('table', { name: 'Results of EMEA' });
    const views = within(results).getByRole('radiogroup', { name: 'Result view' });
    await user.click(within(views).getByRole('radio', { name: 'Category View' }).closest('label')!);
    expect(await within(results).findByRole('table', { name: 'Results of Outdoor' })).toBeVisible();
    expect(search().get('view')).toBe('category-view');
    expect(fake.calls.data.at(-1)).toEqual({
      method: 'GET',
      query: { deploymentIndexId: '12', awardResultType: 'category' },
    });
  });
});
