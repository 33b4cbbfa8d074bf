import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useTranslation } from 'react-i18next';
import { BehaviorSubject } from 'rxjs';
import { createAppStore } from '@portal/api-client';
import type { UserPreferences, UserProfile } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE, testUser } from '@portal/test-utils';
import { WithShellI18n } from '../../../testing/with-shell-i18n';
import { useApplyUserPreferences } from './use-apply-user-preferences';

const server = createMswServer();

function ShellWithPreferences() {
  useApplyUserPreferences();
  const { t } = useTranslation('preferences');
  return <h1>{t('title')}</h1>;
}

function renderShell(saved: UserPreferences, user: UserProfile | null) {
  const requests: string[] = [];
  server.use(
    http.get(`${TEST_API_BASE}/v2/users/me/preferences`, ({ request }) => {
      requests.push(request.method);
      return HttpResponse.json(saved);
    }),
  );
  const user$ = new BehaviorSubject<UserProfile | null>(user);
  const platform = createTestPlatform({ user$ });
  renderWithPlatform(
    <WithShellI18n>
      <ShellWithPreferences />
    </WithShellI18n>,
    { platform, store: createAppStore(platform) },
  );
  return { user$, requests };
}

describe('useApplyUserPreferences', () => {
  afterEach(() => localStorage.clear());

  it('switches to the saved language once the preferences load', async () => {
    renderShell({ resultRenderer: null, rowsPerPage: null, language: 'de' }, testUser);
    expect(screen.getByRole('heading', { name: 'Preferences' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
  });

  it('waits for sign-in, and keeps the language when none is saved', async () => {
    const { user$, requests } = renderShell({ resultRenderer: null, rowsPerPage: null, language: null }, null);
    expect(requests).toEqual([]);

    act(() => user$.next(testUser));
    await waitFor(() => expect(requests).toEqual(['GET']));
    expect(screen.getByRole('heading', { name: 'Preferences' })).toBeInTheDocument();
  });

  it('applies a saved language after a later sign-in', async () => {
    const { user$ } = renderShell({ resultRenderer: null, rowsPerPage: null, language: 'fr' }, null);
    act(() => user$.next(testUser));
    expect(await screen.findByRole('heading', { name: 'Préférences' })).toBeInTheDocument();
  });
});
