import { PERMISSION_CACHE_MS, type PageAction } from '@portal/contracts';
import { createLocalCache } from '../../../lib/local-cache';
import { createPageActions } from './page-actions';

const like: PageAction = { pageElementId: 1, name: 'Like', code: 'like', hasToggle: true, iconValue: 'thumb_up' };

describe('page actions', () => {
  let now = 0;
  const cache = createLocalCache({ storage: localStorage, now: () => now });
  const fetchActions = jest.fn();
  const pageActions = createPageActions({ cache, currentSiteId: () => 3, currentUserId: () => 7, fetchActions });
  beforeEach(() => {
    localStorage.clear();
    fetchActions.mockReset();
    now = 0;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('fetches once, then answers from the cache until it is two hours old', async () => {
    fetchActions.mockResolvedValue([like]);
    expect(await pageActions('content', 2)).toEqual([like]);
    expect(fetchActions).toHaveBeenCalledWith({ deploymentIndexId: 3, pageCode: 'content', actionFlags: 2 });
    now = PERMISSION_CACHE_MS - 1;
    await pageActions('content', 2);
    expect(fetchActions).toHaveBeenCalledTimes(1);
    now = PERMISSION_CACHE_MS;
    await pageActions('content', 2);
    expect(fetchActions).toHaveBeenCalledTimes(2);
  });

  it('fetches again when the cached list is empty', async () => {
    fetchActions.mockResolvedValueOnce([]).mockResolvedValueOnce([like]);
    expect(await pageActions('content')).toEqual([]);
    expect(await pageActions('content')).toEqual([like]);
    expect(fetchActions).toHaveBeenCalledTimes(2);
  });

  it('gives an empty list when the call fails', async () => {
    fetchActions.mockRejectedValue(new Error('offline'));
    expect(await pageActions('content')).toEqual([]);
    expect(console.error).toHaveBeenCalled();
  });
});
