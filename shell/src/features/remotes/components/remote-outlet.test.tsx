import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithPlatform } from '@portal/test-utils';
import { WithShellI18n } from '../../../testing/with-shell-i18n';
import { RemoteOutlet } from './remote-outlet';

// The federation runtime downloads remotes over the network; here it is replaced by a fake.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

const workingRemote = {
  bootstrap: async () => undefined,
  mount: async ({ domElement }: { domElement: HTMLElement }) => {
    domElement.innerHTML = '<h1>Search is here</h1>';
  },
  unmount: async ({ domElement }: { domElement: HTMLElement }) => {
    domElement.innerHTML = '';
  },
};

describe('RemoteOutlet', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('mounts the remote it is given', async () => {
    loadRemoteMock.mockResolvedValue(workingRemote);
    renderWithPlatform(
      <WithShellI18n>
        <RemoteOutlet remote="mfe_search" />
      </WithShellI18n>,
      { path: '/search' },
    );
    expect(await screen.findByRole('heading', { name: 'Search is here' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_search/app');
  });

  it('shows a fallback when the remote cannot be downloaded, tells the bus, and retries on request', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('[ Federation Runtime ]: manifest 404\nstack'));
    const { platform } = renderWithPlatform(
      <WithShellI18n>
        <RemoteOutlet remote="mfe_search" />
      </WithShellI18n>,
      { path: '/search' },
    );
    const failures: string[] = [];
    platform.bus.on('remote/failed').subscribe((event) => failures.push(event.remote));

    expect(await screen.findByText('Search is not available right now')).toBeInTheDocument();
    expect(screen.getByText(/could not be downloaded \(\[ Federation Runtime \]: manifest 404\)/)).toBeInTheDocument();
    expect(failures).toEqual(['mfe_search']);

    loadRemoteMock.mockResolvedValueOnce(workingRemote);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Search is here' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote fails while mounting', async () => {
    loadRemoteMock.mockResolvedValue({
      ...workingRemote,
      mount: async () => Promise.reject(new Error('Mount blew up')),
    });
    renderWithPlatform(
      <WithShellI18n>
        <RemoteOutlet remote="mfe_admin" />
      </WithShellI18n>,
      { path: '/admin' },
    );
    expect(await screen.findByText('Administration is not available right now')).toBeInTheDocument();
    expect(screen.getByText(/Mount blew up/)).toBeInTheDocument();
  });

  it('refuses a module that is not a portal remote', async () => {
    loadRemoteMock.mockResolvedValue({ somethingElse: true });
    renderWithPlatform(
      <WithShellI18n>
        <RemoteOutlet remote="mfe_ai" />
      </WithShellI18n>,
      { path: '/tools' },
    );
    expect(await screen.findByText(/did not provide the portal entry point/)).toBeInTheDocument();
  });
});
