import type { SetupServerApi } from 'msw/node';
import { createAppStore } from '@portal/api-client';
import { createTestPlatform, renderWithPlatform } from '@portal/test-utils';
import { CollectionsRoutes } from '../app/collections-routes';
import { fakeCollectionServer, type FakeData } from './fake-server';

/**
 * Opens the remote at a details page's `path` against the fake server with `data`; `opened` lists the panels and
 * dialogs the page asks the shell for, as ['panel' | 'dialog', key, props].
 */
export function renderDetailsAt(server: SetupServerApi, path: string, data: Partial<FakeData>) {
  const fake = fakeCollectionServer(data);
  server.use(...fake.handlers);
  const platform = createTestPlatform({ path });
  const opened: unknown[] = [];
  platform.bus.on('panel/open').subscribe((event) => opened.push(['panel', event.key, event.props]));
  platform.bus.on('dialog/open').subscribe((event) => opened.push(['dialog', event.key, event.props]));
  renderWithPlatform(<CollectionsRoutes />, { platform, store: createAppStore(platform) });
  return { ...fake, platform, opened };
}
