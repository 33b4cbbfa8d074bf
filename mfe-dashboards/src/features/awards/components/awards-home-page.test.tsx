import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMswServer } from '@portal/test-utils';
import { fakeAwardsApi, RESULTS } from '../../../testing/fake-awards-api';
import { openAwardsPage } from '../../../testing/render-awards-page';
import { NO_RESULTS_YET } from './awards-empty-state';

const server = createMswServer();

// A Blob of the environment's (Node's, like its FormData) named as a file: jsdom's File is not a Blob to Node.
const csvFile = (name = 'results-2025.csv') =>
  Object.assign(new Blob(['show,year\nCannes Lions,2025\n'], { type: 'text/csv' }), { name, lastModified: 0 }) as File;

const importRegion = () => screen.findByRole('region', { name: 'Import results' });
const fileInput = async () => (await importRegion()).querySelector('input[type="file"]') as HTMLInputElement;

/** A tile's number, by what it counts. */
const tile = (label: string) =>
  within(screen.getByRole('list', { name: /^Totals,/ })).getByText(label).nextElementSibling!.textContent;

describe('the awards home', () => {
  it.each(['/awards', '/awards/home', '/sites/12/awards/home'])(
    '%s shows the latest year at a glance and leads to every awards page',
    async (path) => {
      const fake = fakeAwardsApi(server);
      openAwardsPage(path);
      expect(await screen.findByRole('heading', { level: 2, name: 'Awards' })).toBeVisible();
      expect(await screen.findByRole('heading', { level: 3, name: '2025 at a glance' })).toBeVisible();
      expect(tile('Awards won')).toBe('3');
      expect(tile('Points')).toBe('23');
      const prefix = path.startsWith('/sites/12') ? '/sites/12/awards' : '/awards';
      const pages = within(screen.getByRole('list', { name: 'Explore the awards' }));
      expect(pages.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
        `${prefix}/results/regional-view`,
        `${prefix}/results/winners-list-view`,
        `${prefix}/leaderboard`,
        `${prefix}/leaderboardandresults`,
        `${prefix}/showcase`,
        `${prefix}/insights/cannes`,
      ]);
      expect(pages.getByRole('link', { name: /^Cannes Lions dashboard/ })).toBeVisible();
      // Not a site administrator: no tools, and their calls are not made.
      await waitFor(() => expect(fake.calls.pointScheme).toHaveLength(1));
      expect(screen.queryByRole('heading', { name: 'Site administration' })).toBeNull();
      expect(fake.calls.importLists).toBe(0);
    },
  );

  it('reports a refused file row by row, as the server words it, and changes nothing', async () => {
    const fake = fakeAwardsApi(server, { canManage: true });
    fake.importAnswer = {
      refused: {
        statusCode: 400,
        error: 'The file has errors: 2 rows cannot be imported.',
        rowErrors: [
          { row: 3, column: 'year', message: "'20x5' is not a year." },
          { row: 7, column: null, message: 'The row has 16 cells; the header has 15.' },
        ],
        rowsWithErrors: 2,
      },
    };
    openAwardsPage('/awards/home');
    await screen.findByRole('heading', { level: 3, name: '2025 at a glance' });
    const calls = fake.calls.data.length;
    await userEvent.upload(await fileInput(), csvFile('results.csv'));
    expect(await screen.findByText('The file has errors: 2 rows cannot be imported.')).toBeVisible();
    expect(
      screen.getByText('results.csv: 2 rows with errors. Each error is listed below. Nothing was imported.'),
    ).toBeVisible();
    const report = screen.getByRole('table', { name: 'Rows with errors' });
    expect(
      within(report)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Row', 'Column', 'Message'],
      ['3', 'year', "'20x5' is not a year."],
      ['7', '—', 'The row has 16 cells; the header has 15.'],
    ]);
    expect(fake.calls.imports).toEqual([{ fileName: 'results.csv', query: { deploymentIndexId: '12' } }]);
    expect(fake.calls.data).toHaveLength(calls);
  });

  it('imports a file from the empty state, says what it brought and shows the figures it made', async () => {
    const user = userEvent.setup();
    const fake = fakeAwardsApi(server, { canManage: true, results: [] });
    openAwardsPage('/awards');
    expect(await screen.findByText(NO_RESULTS_YET)).toBeVisible();
    expect(await screen.findByText('No results file has been imported yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Import results' }));
    expect(await importRegion()).toHaveFocus();

    fake.importAnswer = { stored: RESULTS };
    await userEvent.upload(await fileInput(), csvFile());
    expect(await screen.findByText('results-2025.csv is imported.')).toBeVisible();
    expect(screen.getByText('6 results of 2024 and 2025. Every awards page now shows them.')).toBeVisible();
    // The figures and the history are read again.
    expect(await screen.findByRole('heading', { level: 3, name: '2025 at a glance' })).toBeVisible();
    expect(tile('Points')).toBe('23');
    const history = await screen.findByRole('table', { name: 'Imports of results files, newest first' });
    expect(within(history).getByText('results-2025.csv')).toBeVisible();
    expect(within(history).getByText('2024, 2025')).toBeVisible();
    expect(within(history).getByText('Ava Morgan')).toBeVisible();
  });

  it('refuses a file of another kind before sending it', async () => {
    const fake = fakeAwardsApi(server, { canManage: true });
    openAwardsPage('/awards');
    const input = await fileInput();
    expect(input).toHaveAttribute('accept', '.csv,.xlsx');
    await userEvent.upload(input, new File(['%PDF'], 'results.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('“results.pdf” is not a CSV or XLSX file.')).toBeVisible();
    expect(fake.calls.imports).toEqual([]);
  });

  it('saves new points for a level, and every figure counts them', async () => {
    const user = userEvent.setup();
    const fake = fakeAwardsApi(server, { canManage: true });
    openAwardsPage('/awards');
    const gold = await screen.findByRole('spinbutton', { name: 'Points for Gold' });
    expect(screen.getByText(/^The site uses the default points/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save points' })).toBeDisabled();
    await user.clear(gold);
    await user.type(gold, '8');
    await user.click(screen.getByRole('button', { name: 'Save points' }));
    expect(await screen.findByText('The points are saved. Every awards figure now counts them.')).toBeVisible();
    expect(fake.calls.pointScheme.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        body: {
          deploymentIndexId: 12,
          levels: [
            { level: 'Grand Prix', points: 10 },
            { level: 'Gold', points: 8 },
            { level: 'Silver', points: 5 },
            { level: 'Bronze', points: 3 },
            { level: 'Shortlist', points: 1 },
          ],
        },
      },
    ]);
    await waitFor(() => expect(tile('Points')).toBe('24'));
    expect(screen.getByRole('spinbutton', { name: 'Points for Gold' })).toHaveValue('8');
    expect(screen.queryByText(/^The site uses the default points/)).toBeNull();
  });

  it('shows a refused change of points as the server words it', async () => {
    const user = userEvent.setup();
    const fake = fakeAwardsApi(server, { canManage: true });
    fake.pointsRefusal = "The award level 'Gold' is listed twice.";
    openAwardsPage('/awards');
    const silver = await screen.findByRole('spinbutton', { name: 'Points for Silver' });
    await user.clear(silver);
    await user.type(silver, '6');
    await user.click(screen.getByRole('button', { name: 'Save points' }));
    expect(await screen.findByText('The points could not be saved.')).toBeVisible();
    expect(screen.getByText("The award level 'Gold' is listed twice.")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(silver).toHaveValue('5');
  });
});
