import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { Platform } from '@portal/platform';
import { portalApi } from './portal-api';

/** Each app (shell or remote) owns one store: its own slices plus the API cache. */
export function createAppStore(platform: Platform, reducers: Record<string, Reducer> = {}) {
  const store = configureStore({
    reducer: combineReducers({ ...reducers, [portalApi.reducerPath]: portalApi.reducer }),
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { platform } } }).concat(portalApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
