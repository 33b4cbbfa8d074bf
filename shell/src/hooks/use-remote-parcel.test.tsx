import { act, renderHook, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '@portal/contracts';
import { useRemoteParcel } from './use-remote-parcel';

// The federation runtime downloads remotes over the network; here it hands out fakes.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

const parcel = (name: string) => ({
  name,
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
});

describe('useRemoteParcel', () => {
  beforeEach(() => loadRemoteMock.mockReset());

  it('loads the parcel a remote exposes', async () => {
    const panels = parcel('panels');
    loadRemoteMock.mockResolvedValue(panels);
    const { result } = renderHook(() => useRemoteParcel('mfe_content', 'panels'));

    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', config: panels }));
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_content/panels');
  });

  it('says why a load failed, tells onLoadError once, and loads again on retry', async () => {
    const onLoadError = jest.fn();
    loadRemoteMock.mockRejectedValueOnce(new Error('manifest 404\nstack')).mockResolvedValueOnce(parcel('app'));
    const { result } = renderHook(() => useRemoteParcel('mfe_search', 'app', onLoadError));

    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    const failure = result.current.state.status === 'failed' ? result.current.state.error.message : '';
    expect(failure).toBe('It could not be downloaded (manifest 404).');
    expect(onLoadError).toHaveBeenCalledTimes(1);

    act(() => result.current.retry());
    expect(result.current).toMatchObject({ state: { status: 'loading' }, attempt: 1 });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(onLoadError).toHaveBeenCalledTimes(1);
  });

  it('starts from loading for another module, and a failure an earlier load reports late changes nothing', async () => {
    loadRemoteMock.mockImplementation(async (id) => parcel(id));
    const { result, rerender } = renderHook(
      ({ exposed }: { exposed: RemoteModule }) => useRemoteParcel('mfe_uploader', exposed),
      {
        initialProps: { exposed: 'app' },
      },
    );
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    const failEarlier = result.current.fail;

    rerender({ exposed: 'panels' });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() =>
      expect(result.current.state).toMatchObject({ status: 'ready', config: { name: 'mfe_uploader/panels' } }),
    );

    act(() => failEarlier(new Error('Unmount blew up')));
    expect(result.current.state.status).toBe('ready');
    act(() => result.current.fail(new Error('Mount blew up')));
    expect(result.current.state).toEqual({ status: 'failed', error: new Error('Mount blew up') });
  });
});
