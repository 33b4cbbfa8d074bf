import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** Budgets in bytes of gzipped JavaScript (1 KB = 1000 bytes). */
export const BUDGETS = { shellFirstLoad: 350_000, remoteFirstMount: 150_000 } as const;

/** The route on which each remote mounts first, and the heading that says its screen is there. */
export const REMOTE_FIRST_SCREENS: Record<string, { path: string; heading: string }> = {
  // Home's level-2 headings are its sections; the first stream is there once home has drawn its data.
  'mfe-dashboards': { path: '/home', heading: 'Latest uploads' },
  'mfe-uploader': { path: '/home', heading: 'Latest uploads' },
  'mfe-search': { path: '/search', heading: 'Search Results' },
  'mfe-collections': { path: '/collections/my-collections', heading: 'My Collections' },
  'mfe-content': { path: '/content/abc123/home', heading: 'Content Page' },
  'mfe-ai': { path: '/tools', heading: 'Tools' },
  'mfe-admin': { path: '/admin/users', heading: 'Manage Users' },
};

export interface BundleFigure {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** Each script with its gzipped size, largest first. */
  scripts: { path: string; gzipBytes: number }[];
}

export interface BundleReport {
  measuredAt: string;
  budgets: typeof BUDGETS;
  shell: BundleFigure;
  remotes: Record<string, BundleFigure>;
}

function figure(scripts: [path: string, body: Buffer][]): BundleFigure {
  const sized = scripts.map(([path, body]) => ({
    path,
    rawBytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
  }));
  return {
    files: sized.length,
    rawBytes: sized.reduce((sum, script) => sum + script.rawBytes, 0),
    gzipBytes: sized.reduce((sum, script) => sum + script.gzipBytes, 0),
    scripts: sized.map(({ path, gzipBytes }) => ({ path, gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

/** Every script the page downloads while `action` runs, until the network is idle. */
async function scriptsLoadedDuring(page: Page, action: () => Promise<void>): Promise<Map<string, Buffer>> {
  const pending: Promise<void>[] = [];
  const scripts = new Map<string, Buffer>();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    pending.push(
      response.body().then(
        (body) => void scripts.set(new URL(response.url()).pathname, body),
        // A late response of the document navigated away from is not part of this load.
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  try {
    await action();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
  } finally {
    page.off('response', onResponse);
  }
  return scripts;
}

/** Files of a remote that are its fallback copies of shared singletons (listed in its manifest). */
async function sharedFiles(page: Page, folder: string): Promise<Set<string>> {
  const manifest = (await (await page.request.get(`/remotes/${folder}/mf-manifest.json`)).json()) as {
    shared: { assets: { js: { sync: string[]; async: string[] } } }[];
  };
  return new Set(manifest.shared.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]));
}

/**
 * Gzipped JS loaded before each first screen is interactive, in a real browser of a signed-in
 * user: the shell's own first load, and per remote the chunks of its first mount other than shared
 * singletons. `waitForScreen` waits until the given heading is visible.
 */
export async function measureBundles(
  page: Page,
  waitForScreen: (heading: string) => Promise<void>,
): Promise<BundleReport> {
  // Routing requests through Playwright turns the HTTP cache off: every load below is a first load.
  await page.route('**/*.js', (route) => route.continue());
  const home = REMOTE_FIRST_SCREENS['mfe-dashboards']!;
  const firstLoad = await scriptsLoadedDuring(page, async () => {
    await page.goto(home.path);
    await waitForScreen(home.heading);
  });
  const shell = figure([...firstLoad].filter(([path]) => !path.startsWith('/remotes/')));

  const remotes: Record<string, BundleFigure> = {};
  for (const [folder, screen] of Object.entries(REMOTE_FIRST_SCREENS)) {
    const loaded =
      screen.path === home.path
        ? firstLoad
        : await scriptsLoadedDuring(page, async () => {
            await page.goto(screen.path);
            await waitForScreen(screen.heading);
          });
    const shared = await sharedFiles(page, folder);
    const own = [...loaded].filter(
      ([path]) => path.startsWith(`/remotes/${folder}/`) && !shared.has(path.split('/').pop()!),
    );
    remotes[folder] = figure(own);
  }
  return { measuredAt: new Date().toISOString(), budgets: BUDGETS, shell, remotes };
}
