import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMswServer } from '@portal/test-utils';
import { giveChartsASize } from '../../../testing/chart-layout';
import { fakeAwardsApi, RANKED_RESULTS } from '../../../testing/fake-awards-api';
import { openAwardsPage } from '../../../testing/render-awards-page';

const server = createMswServer();
giveChartsASize();

describe('the Brand Rankings Preview', () => {
  it("lists the year's top five brands and links to the full Brand Rankings", async () => {
    const user = userEvent.setup();
    fakeAwardsApi(server, { results: RANKED_RESULTS });
    const { location } = openAwardsPage('/bidashboards/brand-rankings-preview');
    expect(await screen.findByRole('heading', { level: 2, name: 'Brand Rankings Preview' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Top 5 brands, 2025 (change on 2024)' });
    // Umbrella's 2024 points are not this year's: it is sixth, out of the preview.
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Rank', 'Advertiser', 'Points', 'Change'],
      ['1', 'Acme', '17', '+12'],
      ['2', 'Contoso', '7', '−3'],
      ['3', 'Fabrikam', '5', '+5'],
      ['4', 'Initech', '4', '+4'],
      ['5', 'Globex', '3', '+3'],
    ]);
    await user.click(screen.getByRole('link', { name: 'See the full Brand Rankings' }));
    await waitFor(() => expect(location().pathname).toBe('/bidashboards/brand-rankings'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Brand Rankings' })).toBeVisible();
  });

  it('says what will appear and whom to ask while the site has no award results', async () => {
    fakeAwardsApi(server, { results: [] });
    openAwardsPage('/bidashboards/brand-rankings-preview');
    expect(
      await screen.findByText('The top 5 brands appear here once the site’s award results are imported.'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
