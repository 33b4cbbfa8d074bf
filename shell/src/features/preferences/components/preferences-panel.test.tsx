import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { UserPreferences } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { WithShellI18n } from '../../../testing/with-shell-i18n';
import { AI_NOTICE_ACK_KEY } from '@portal/contracts';
import { PreferencesPanel } from './preferences-panel';

const server = createMswServer();
const PREFERENCES_URL = `${TEST_API_BASE}/v2/users/me/preferences`;

/** The preferences call over one stored value; every PUT body is recorded. */
function fakePreferencesApi(initial: UserPreferences) {
  const state = { stored: initial, savedBodies: [] as unknown[] };
  server.use(
    http.get(PREFERENCES_URL, () => HttpResponse.json(state.stored)),
    http.put(PREFERENCES_URL, async ({ request }) => {
      const body = (await request.json()) as Partial<UserPreferences>;
      state.savedBodies.push(body);
      state.stored = { ...state.stored, ...body };
      return HttpResponse.json(state.stored);
    }),
  );
  return state;
}

function renderPanel() {
  const platform = createTestPlatform();
  const notices: string[] = [];
  platform.bus.on('notify').subscribe((event) => notices.push(`${event.level}: ${event.message}`));
  renderWithPlatform(
    <WithShellI18n>
      <PreferencesPanel props={{}} close={jest.fn()} />
    </WithShellI18n>,
    { platform, store: createAppStore(platform) },
  );
  return { notices };
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('PreferencesPanel', () => {
  afterEach(() => localStorage.clear());

  it('shows the saved choices', async () => {
    fakePreferencesApi({ resultRenderer: 'Card', rowsPerPage: 50, language: 'en' });
    renderPanel();

    expect(await screen.findByRole('radiogroup', { name: 'Search result layout' })).toBeInTheDocument();
    expect(radio('Card')).toBeChecked();
    expect(radio('Gallery')).not.toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Results per page' })).toBeInTheDocument();
    expect(radio('50')).toBeChecked();
    expect(['10', '25', '30', '50', '100'].map((rows) => radio(rows))).toHaveLength(5);
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(radio('English')).toBeChecked();
    expect(radio('Français')).not.toBeChecked();
    expect(radio('Deutsch')).not.toBeChecked();
  });

  // The search page's own test checks the same two values from its side (mfe-search search-page.test.tsx).
  it('shows what the search page uses while nothing is chosen: Card, 30 per page', async () => {
    fakePreferencesApi({ resultRenderer: null, rowsPerPage: null, language: null });
    renderPanel();
    expect(await screen.findByRole('radio', { name: 'Card' })).toBeChecked();
    expect(radio('Gallery')).not.toBeChecked();
    expect(radio('30')).toBeChecked();
    expect(radio('25')).not.toBeChecked();
  });

  it('saves a change at once and says so', async () => {
    const api = fakePreferencesApi({ resultRenderer: 'Card', rowsPerPage: 50, language: 'en' });
    const { notices } = renderPanel();

    await userEvent.click(await screen.findByRole('radio', { name: 'Mobile' }));
    expect(radio('Mobile')).toBeChecked();
    await waitFor(() => expect(notices).toEqual(['success: Preferences saved.']));
    expect(api.savedBodies).toEqual([{ resultRenderer: 'Mobile' }]);

    await userEvent.click(screen.getByText('100'));
    await waitFor(() => expect(api.savedBodies).toEqual([{ resultRenderer: 'Mobile' }, { rowsPerPage: 100 }]));
    expect(radio('100')).toBeChecked();
  });

  it("puts the saved value back and shows the server's message when a save is refused", async () => {
    fakePreferencesApi({ resultRenderer: 'Card', rowsPerPage: 50, language: 'en' });
    server.use(
      http.put(PREFERENCES_URL, () =>
        HttpResponse.json({ statusCode: 503, error: 'The database is not reachable.' }, { status: 503 }),
      ),
    );
    const { notices } = renderPanel();

    await userEvent.click(await screen.findByRole('radio', { name: 'Gallery' }));
    await waitFor(() =>
      expect(notices).toEqual(['error: Your preferences could not be saved. The database is not reachable.']),
    );
    await waitFor(() => expect(radio('Card')).toBeChecked());
    expect(radio('Gallery')).not.toBeChecked();
  });

  it("shows the server's message when the preferences cannot be loaded", async () => {
    server.use(
      http.get(PREFERENCES_URL, () =>
        HttpResponse.json({ statusCode: 503, error: 'The database is not reachable.' }, { status: 503 }),
      ),
    );
    renderPanel();
    expect(await screen.findByText('Your preferences could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The database is not reachable.')).toBeInTheDocument();
  });

  it('switches the language at once and saves it', async () => {
    const api = fakePreferencesApi({ resultRenderer: 'Card', rowsPerPage: 50, language: 'en' });
    const { notices } = renderPanel();
    await userEvent.click(await screen.findByRole('radio', { name: 'Français' }));

    expect(await screen.findByRole('heading', { name: 'Préférences' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Affichage des résultats de recherche' })).toBeInTheDocument();
    expect(radio('Carte')).toBeChecked();
    expect(radio('Français')).toBeChecked();
    expect(document.documentElement.lang).toBe('fr');
    await waitFor(() => expect(notices).toEqual(['success: Préférences enregistrées.']));
    expect(api.savedBodies).toEqual([{ language: 'fr' }]);

    await userEvent.click(radio('Deutsch'));
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(radio('Mobil')).toBeInTheDocument();
  });

  it('says the AI notice was acknowledged and resets it on request', async () => {
    localStorage.setItem(AI_NOTICE_ACK_KEY, 'true');
    fakePreferencesApi({ resultRenderer: null, rowsPerPage: null, language: null });
    const { notices } = renderPanel();

    expect(await screen.findByText('You have acknowledged the AI notice in this browser.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset AI notice' }));

    expect(localStorage.getItem(AI_NOTICE_ACK_KEY)).toBeNull();
    expect(screen.getByText('The AI notice will be shown the next time you open an AI assistant.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset AI notice' })).toBeDisabled();
    expect(notices).toEqual(['success: The AI notice will be shown again.']);
  });

  it('has nothing to reset when the AI notice was not acknowledged', async () => {
    fakePreferencesApi({ resultRenderer: null, rowsPerPage: null, language: null });
    renderPanel();
    expect(
      await screen.findByText('The AI notice will be shown the next time you open an AI assistant.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset AI notice' })).toBeDisabled();
  });
});
