import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMswServer } from '@portal/test-utils';
import { giveChartsASize } from '../../../testing/chart-layout';
import { fakeAwardsApi, RANKED_RESULTS } from '../../../testing/fake-awards-api';
import { openAwardsPage } from '../../../testing/render-awards-page';

const server = createMswServer();
giveChartsASize();

const cards = () => within(screen.getByRole('list', { name: 'BI dashboards' })).getAllByRole('listitem');

describe('the BI dashboards home', () => {
  it("links to the four dashboards, each with what it shows and the latest year's leader", async () => {
    const user = userEvent.setup();
    fakeAwardsApi(server, { results: RANKED_RESULTS });
    const { location } = openAwardsPage('/bidashboards');
    expect(await screen.findByRole('heading', { level: 2, name: 'BI Dashboards' })).toBeVisible();
    expect(await screen.findByText('Top brand in 2025: Acme, 17 points')).toBeVisible();
    expect(cards().map((card) => within(card).getByRole('link').textContent)).toEqual([
      'Brand Rankings',
      'Holding Companies',
      'Network Companies',
      'Brand Rankings Preview',
    ]);
    expect(screen.getByText('Top holding company in 2025: Northwind Group, 25 points')).toBeVisible();
    expect(screen.getByText('Top network in 2025: Northwind Media Network, 25 points')).toBeVisible();
    expect(screen.getByText('Leading 2025: Acme, Contoso, Fabrikam, Initech and Globex')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Network Companies' }));
    await waitFor(() => expect(location().pathname).toBe('/bidashboards/network-companies'));
  });

  it('says what will appear and whom to ask while the site has no award results, above the cards', async () => {
    fakeAwardsApi(server, { results: [] });
    openAwardsPage('/bidashboards/home');
    expect(
      await screen.findByText(
        'Rankings of brands, holding companies and networks appear here once the site’s award results are imported.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the Awards overview' })).toBeVisible();
    expect(cards()).toHaveLength(4);
    expect(screen.queryByText(/^Top brand in/)).toBeNull();
  });
});
