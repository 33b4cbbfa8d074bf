import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import { BehaviorSubject } from 'rxjs';
import { ACCESS_MESSAGES, ACTION_FLAGS, type PermissionMap } from '@portal/contracts';
import {
  anAuditEntry,
  createMswServer,
  createTestPlatform,
  renderWithPlatform,
  TEST_API_BASE,
} from '@portal/test-utils';
import { ContentRoutes } from '../../../app/content-routes';
import { aRecord, anAsset, fakeContentServer, siteActions } from '../../../testing/fake-content-server';

const server = createMswServer();
const ALL_ACTIONS = [ACTION_FLAGS.like, ACTION_FLAGS.download, ACTION_FLAGS.addToCollection, ACTION_FLAGS.share];

function open(
  path: string,
  fake: ReturnType<typeof fakeContentServer>,
  flags: number[] = ALL_ACTIONS,
  permissions: PermissionMap = {},
) {
  server.use(...fake.handlers);
  const actions = siteActions(flags);
  const platform = createTestPlatform({
    path,
    pageActions: actions.pageActions,
    permissions$: new BehaviorSubject<PermissionMap>(permissions),
  });
  const dialogs: unknown[] = [];
  const panels: unknown[] = [];
  platform.bus.on('dialog/open').subscribe((event) => dialogs.push([event.key, event.props]));
  platform.bus.on('panel/open').subscribe((event) => panels.push([event.key, event.props]));
  const notified: unknown[] = [];
  platform.bus.on('notify').subscribe((event) => notified.push([event.level, event.message]));
  renderWithPlatform(<ContentRoutes />, { platform, store: createAppStore(platform) });
  return { dialogs, panels, notified, asked: actions.asked };
}

/** The Manage menu of who may both edit the asset and give access to it: Delete last. */
const EVERY_MANAGE_ACTION = [
  'Edit metadata',
  'Edit description',
  'Edit document',
  'Edit preview',
  'Replace file',
  'Preview and thumbnail',
  'File details',
  'Assign to users',
  'Assign to user groups',
  'Delete',
];
/** The Manage menu of who may edit the asset but not give access to it (a site editor). */
const EDIT_ACTIONS = EVERY_MANAGE_ACTION.filter((name) => !name.startsWith('Assign'));

/** Opens a menu of the page's actions (Manage, Insights); its items' names, in order. */
async function openMenu(name: string) {
  await userEvent.click(within(await screen.findByRole('toolbar', { name: 'Actions' })).getByRole('button', { name }));
  const menu = await screen.findByRole('menu');
  return {
    menu,
    items: within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  };
}

describe('the content page', () => {
  it('shows the document from two requests, then more like this: title, synopsis, people, terms, the PDF preview', async () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
    open('/sites/2/content/doc-1/home', fake);
    expect(await screen.findByRole('heading', { level: 2, name: 'Harbour brief' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Synopsis' })).toHaveTextContent('A brief for the harbour launch.');
    const people = screen.getByRole('region', { name: 'People' });
    expect(within(people).getByText('Ava Morgan')).toBeVisible();
    expect(within(people).getByText('Retail team')).toBeVisible();
    expect(within(people).getByText('Liam Chen')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Terms and conditions' })).toHaveTextContent('Internal use only.');
    expect(screen.getByTitle('Preview of Harbour brief')).toHaveAttribute(
      'src',
      'https://files.test/site-assets/doc-1/brief.pdf?sv=1&sig=abc',
    );
    const similar = await screen.findByRole('list', { name: 'More like this' });
    expect(within(similar).getByRole('link', { name: 'Coastal launch results' })).toHaveAttribute(
      'href',
      '/sites/2/content/doc-7/home',
    );
    const reads = fake.state.calls.filter((call) => !call.startsWith('POST v2/assets/'));
    expect(reads.slice(0, 2).sort()).toEqual(['GET v2/document/getdocumentbyid', 'POST v2/insights/assetsWithDocIds']);
    expect(reads).toEqual([...reads.slice(0, 2), 'GET v2/assets/31/recommendations']);
  });

  it('lists the collections holding the asset when their tab is chosen, asking for them only then, related ones tagged', async () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
    open('/sites/2/content/doc-1/home', fake);
    await screen.findByRole('list', { name: 'More like this' });
    expect(fake.state.calls).not.toContain('GET v2/insights/relatedCollections/31');
    await userEvent.click(screen.getByRole('tab', { name: 'In collections' }));
    expect(await screen.findByRole('link', { name: 'Retail launch case studies' })).toHaveAttribute(
      'href',
      '/sites/2/collections/details/9',
    );
    const [related, other] = within(screen.getByRole('region', { name: 'In collections' })).getAllByRole('listitem');
    expect(related).toHaveTextContent('Retail launch case studies Related (8 assets)');
    expect(other).toHaveTextContent('Harbour archive (1 asset)');
    expect(within(other!).queryByText('Related')).not.toBeInTheDocument();
    expect(fake.state.calls).toContain('GET v2/insights/relatedCollections/31');
  });

  it('records one view per visit, across its tabs, and shows the counts on the insights tab', async () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
    open('/sites/2/content/doc-1/home', fake);
    await screen.findByRole('heading', { level: 2, name: 'Harbour brief' });
    await userEvent.click(screen.getByRole('link', { name: 'Insights' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Content Insights' })).toBeVisible();
    const views = within(await screen.findByLabelText('Engagement')).getByText('Views');
    await waitFor(() => expect(views.nextElementSibling).toHaveTextContent('1'));
    expect(fake.state.calls.filter((call) => call === 'POST v2/assets/31/insights/views')).toHaveLength(1);
  });

  it('likes and unlikes with the count from the server, counts a download and opens add to collection', async () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
    const { panels } = open('/sites/2/content/doc-1/home', fake);
    const actions = await screen.findByRole('toolbar', { name: 'Actions' });
    await userEvent.click(await within(actions).findByRole('button', { name: 'Like (0)' }));
    expect(await within(actions).findByRole('button', { name: 'Unlike (1)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(actions).getByRole('button', { name: 'Unlike (1)' }));
    expect(await within(actions).findByRole('button', { name: 'Like (0)' })).toHaveAttribute('aria-pressed', 'false');
    expect(fake.state.calls).toEqual(
      expect.arrayContaining(['POST v2/assets/31/insights/likes', 'DELETE v2/assets/31/insights/likes']),
    );
    const download = within(actions).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', 'https://files.test/site-assets/doc-1/brief.pdf?sv=1&sig=abc');
    download.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(download);
    await waitFor(() => expect(fake.state.calls).toContain('POST v2/document/markAsDownloaded'));
    await userEvent.click(within(actions).getByRole('button', { name: 'Add to collection' }));
    await userEvent.click(within(actions).getByRole('button', { name: 'Share' }));
    expect(panels).toEqual([
      ['addToCollections', { docId: 'doc-1' }],
      ['share', { type: 'asset', assetId: 31, docId: 'doc-1', indexId: 2, title: 'Harbour brief' }],
    ]);
  });

  it('a like that fails is ignored: no message, and the counts are fetched again from the server (spec §8)', async () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
    const { notified } = open('/sites/2/content/doc-1/home', fake);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const actions = await screen.findByRole('toolbar', { name: 'Actions' });
      await within(actions).findByRole('button', { name: 'Like (0)' });
      // Others liked it meanwhile; this user's like is refused.
      fake.state.asset.interactionInsight = { ...fake.state.asset.interactionInsight!, likes: 4 };
      server.use(
        http.post('*/v2/assets/:id/insights/likes', () =>
          HttpResponse.json({ statusCode: 429, error: 'You have liked a lot in a short time.' }, { status: 429 }),
        ),
      );
      await userEvent.click(within(actions).getByRole('button', { name: 'Like (0)' }));
      expect(await within(actions).findByRole('button', { name: 'Like (4)' })).toHaveAttribute('aria-pressed', 'false');
      expect(notified).toEqual([]);
      expect(warn).toHaveBeenCalledWith('An interaction with doc-1 was not recorded', expect.anything());
    } finally {
      warn.mockRestore();
    }
  });

  it('shows Download, Share and Add to collection as named icons on a phone; Like and the menus keep their words', async () => {
    window.innerWidth = 390;
    try {
      const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
      open('/sites/2/content/doc-1/home', fake, ALL_ACTIONS, { editDeploymentIndex: true });
      const actions = await screen.findByRole('toolbar', { name: 'Actions' });
      expect(await within(actions).findByRole('link', { name: 'Download' })).toHaveTextContent(/^$/);
      expect(within(actions).getByRole('button', { name: 'Share' })).toHaveTextContent(/^$/);
      expect(within(actions).getByRole('button', { name: 'Add to collection' })).toHaveTextContent(/^$/);
      expect(within(actions).getByRole('button', { name: 'Like (0)' })).toHaveTextContent('Like (0)');
      expect(within(actions).getByRole('button', { name: 'Manage' })).toHaveTextContent('Manage');
      expect(within(actions).getByRole('button', { name: 'Insights' })).toHaveTextContent('Insights');
    } finally {
      window.innerWidth = 1024;
    }
  });

  it("shows only the actions the site's search page allows", async () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
    const { asked } = open('/sites/2/content/doc-1/home', fake, [ACTION_FLAGS.download]);
    const actions = await screen.findByRole('toolbar', { name: 'Actions' });
    expect(await within(actions).findByRole('link', { name: 'Download' })).toBeVisible();
    expect(within(actions).queryByRole('button', { name: /Like/ })).not.toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Add to collection' })).not.toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(asked).toContainEqual(['search', ACTION_FLAGS.like]);
  });

  it('a private asset the user may not open: its title, no actions, no view, and the Private Asset dialog', async () => {
    const record = { ...aRecord('doc-2', { title: 'Board memo', content: '', description: null }), token: null };
    const fake = fakeContentServer(
      { ...record, isAccessible: false },
      anAsset(32, 'doc-2', { title: 'Board memo', isAccessible: false, token: null, defaultPdfPreview: null }),
    );
    const { dialogs } = open('/sites/2/content/doc-2', fake);
    expect(await screen.findByRole('heading', { level: 2, name: 'Board memo' })).toBeVisible();
    expect(screen.getByText('Private: not accessible')).toBeVisible();
    expect(screen.getByText(ACCESS_MESSAGES.privateAsset)).toBeVisible();
    expect(screen.queryByRole('toolbar', { name: 'Actions' })).not.toBeInTheDocument();
    await waitFor(() => expect(dialogs).toEqual([['privateAsset', { assetId: 32, title: 'Board memo' }]]));
    expect(fake.state.calls.some((call) => call.includes('/insights/views'))).toBe(false);
  });

  it('plays a video from the short-lived URL of its widget', async () => {
    const fake = fakeContentServer(
      aRecord('doc-3', { title: 'Launch film', file_extension: 'webm' }),
      anAsset(33, 'doc-3', { title: 'Launch film', fileExtensionFileTypeCategory: 'video', defaultPdfPreview: null }),
    );
    open('/sites/2/content/doc-3/home', fake);
    expect(await screen.findByLabelText('Video: Launch film')).toHaveAttribute(
      'src',
      'https://files.test/site-assets/film.webm?sig=v',
    );
  });

  it('shows the picture of a video whose format the browser cannot play, and says how to watch it', async () => {
    const fake = fakeContentServer(
      aRecord('doc-3', { title: 'Launch film', file_extension: 'avi' }),
      anAsset(33, 'doc-3', {
        title: 'Launch film',
        fileExtensionFileTypeCategory: 'video',
        defaultPdfPreview: null,
        fullSizePreviewSasUrl: 'https://files.test/previews/film.webp?sig=p',
      }),
    );
    open('/sites/2/content/doc-3/home', fake);
    const player = await screen.findByLabelText('Video: Launch film');
    expect(player).toHaveAttribute('poster', 'https://files.test/previews/film.webp?sig=p');
    // The browser's answer to an AVI: MEDIA_ERR_SRC_NOT_SUPPORTED (4).
    Object.defineProperty(player, 'error', { value: { code: 4 } });
    fireEvent.error(player);
    expect(await screen.findByText("This browser cannot play this video's format.")).toBeVisible();
    expect(screen.getByRole('img', { name: 'A frame of Launch film' })).toHaveAttribute(
      'src',
      'https://files.test/previews/film.webp?sig=p',
    );
    expect(screen.queryByLabelText('Video: Launch film')).not.toBeInTheDocument();
  });

  it('lists the tags by field on the tags tab, without soft-deleted values', async () => {
    const value = (flattenedFieldName: string, text: string, softDeleted = false) => ({
      flattenedFieldName,
      flattenedFieldCode: flattenedFieldName.toLowerCase(),
      value: text,
      softDeleted,
    });
    const fake = fakeContentServer(
      aRecord('doc-1'),
      anAsset(31, 'doc-1', {
        selectedSet: [value('Regions', 'Nordics'), value('Regions', 'Benelux'), value('Topics', 'Retail', true)],
      }),
    );
    open('/sites/2/content/doc-1/tags', fake);
    expect(await screen.findByRole('heading', { level: 2, name: 'Content Tags' })).toBeVisible();
    expect(await screen.findByText('Regions')).toBeVisible();
    expect(screen.getByText('Nordics')).toBeVisible();
    expect(screen.getByText('Benelux')).toBeVisible();
    expect(screen.queryByText('Retail')).not.toBeInTheDocument();
  });

  it.each([
    ['a viewer', {}, 7, []],
    ['a site administrator', { editDeploymentIndex: true, accessPrivateAsset: true }, 7, EVERY_MANAGE_ACTION],
    ['a site editor (edits, does not give access)', { editDeploymentIndex: true }, 7, EDIT_ACTIONS],
    ['its uploader with uploadAsset', { uploadAsset: true }, 1, EVERY_MANAGE_ACTION],
    ['its uploader without uploadAsset', {}, 1, ['Assign to users', 'Assign to user groups']],
    ['another uploader', { uploadAsset: true }, 7, []],
  ] as const)(
    'offers %s the management actions the server accepts from them, in the Manage menu',
    async (_who, permissions, uploaderId, expected) => {
      const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1', { createdByUserId: uploaderId }));
      const { panels } = open('/sites/2/content/doc-1/home', fake, ALL_ACTIONS, permissions);
      const actions = await screen.findByRole('toolbar', { name: 'Actions' });
      if (expected.length === 0) {
        expect(within(actions).queryByRole('button', { name: 'Manage' })).not.toBeInTheDocument();
        return;
      }
      const { menu, items } = await openMenu('Manage');
      expect(items).toEqual(expected);
      if (!(expected as readonly string[]).includes('Assign to user groups')) return;
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Assign to user groups' }));
      expect(panels).toEqual([['assignToUserGroups', { assetId: 31, siteId: 2, docId: 'doc-1' }]]);
    },
  );

  it('puts Delete last in the Manage menu, apart and marked as dangerous', async () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
    const { dialogs } = open('/sites/2/content/doc-1/home', fake, ALL_ACTIONS, { editDeploymentIndex: true });
    const { menu } = await openMenu('Manage');
    const remove = within(menu).getByRole('menuitem', { name: 'Delete' });
    expect(remove).toHaveClass('ant-dropdown-menu-item-danger');
    expect(within(menu).getAllByRole('separator')).toHaveLength(1);
    expect(within(menu).getByRole('separator').nextElementSibling).toBe(remove);
    await userEvent.click(remove);
    expect(dialogs).toEqual([['deleteDocument', { docId: 'doc-1', title: 'Harbour brief', siteId: 2 }]]);
  });

  // The arrow keys and Enter inside the menu need a browser's layout: e2e content.spec.ts goes through them.
  it('opens the Manage menu from the keyboard with the focus on its first item, each time; Escape gives it back', async () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
    open('/sites/2/content/doc-1/home', fake, ALL_ACTIONS, { editDeploymentIndex: true });
    const actions = await screen.findByRole('toolbar', { name: 'Actions' });
    for (let time = 1; time <= 2; time += 1) {
      within(actions).getByRole('button', { name: 'Manage' }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit metadata' })).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(actions).getByRole('button', { name: 'Manage' })).toHaveFocus());
    }
  });

  it('opens the edit description panel, the edit document and edit preview dialogs for who may edit', async () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
    const { panels, dialogs } = open('/sites/2/content/doc-1/home', fake, ALL_ACTIONS, { editDeploymentIndex: true });
    for (const name of ['Edit description', 'Edit document', 'Edit preview']) {
      const { menu } = await openMenu('Manage');
      await userEvent.click(within(menu).getByRole('menuitem', { name }));
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    }
    expect(panels).toEqual([['editMetadata', { docId: 'doc-1', focus: 'description' }]]);
    expect(dialogs).toEqual([
      ['editDocument', { assetId: 31, docId: 'doc-1' }],
      ['editAssetPreview', { assetId: 31, docId: 'doc-1' }],
    ]);
  });

  it('opens the insight charts and tags panels, and Analyze only with analyzeInsights, reading nothing more', async () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
    const { panels } = open('/sites/2/content/doc-1/home', fake, ALL_ACTIONS, { analyzeInsights: true });
    expect((await openMenu('Insights')).items).toEqual(['Insight charts', 'Tags panel', 'Analyze']);
    await userEvent.keyboard('{Escape}');
    for (const name of ['Insight charts', 'Tags panel', 'Analyze']) {
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      const { menu } = await openMenu('Insights');
      await userEvent.click(within(menu).getByRole('menuitem', { name }));
    }
    expect(panels).toEqual([
      ['assetInsightCharts', { assetId: 31, title: 'Harbour brief' }],
      ['assetTags', { assetId: 31, docId: 'doc-1' }],
      ['automatedInsights', { docId: 'doc-1', assetId: 31, title: 'Harbour brief' }],
    ]);
    await screen.findByRole('list', { name: 'More like this' });
    const reads = fake.state.calls.filter((call) => !call.startsWith('POST v2/assets/'));
    expect(reads).toHaveLength(3);
  });

  it('hides Analyze without analyzeInsights', async () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
    open('/sites/2/content/doc-1/home', fake);
    expect((await openMenu('Insights')).items).toEqual(['Insight charts', 'Tags panel']);
  });

  it('offers the AI Interact menu only with viewOpenAi or viewAiInteract; a writing assistant opens on the asset', async () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
    const { panels } = open('/sites/2/content/doc-1/home', fake, ALL_ACTIONS, { viewAiInteract: true });
    const { menu, items } = await openMenu('AI Interact');
    expect(items).toEqual(['Ask Questions', 'Summarize', 'Insights', 'Analysis', 'Writing Assistants']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Writing Assistants' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Content for a case study' }));
    expect(panels).toEqual([
      ['aiTool', { tool: 'asset_case_study', docId: 'doc-1', assetId: 31, title: 'Harbour brief', siteId: 2 }],
    ]);
  });

  it('hides the AI Interact menu without viewOpenAi or viewAiInteract', async () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
    open('/sites/2/content/doc-1/home', fake, ALL_ACTIONS, { analyzeInsights: true, viewAiAssistant: true });
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions' });
    expect(within(toolbar).getByRole('button', { name: 'Insights' })).toBeVisible();
    expect(within(toolbar).queryByRole('button', { name: 'AI Interact' })).toBeNull();
  });

  it('opens the full-size preview from the Preview button', async () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
    const { dialogs } = open('/sites/2/content/doc-1/home', fake);
    const preview = await screen.findByRole('region', { name: 'Preview' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Preview' }));
    expect(dialogs).toEqual([['preview', { docId: 'doc-1', siteId: 2 }]]);
  });

  it('offers the video insights of a video asset', async () => {
    const fake = fakeContentServer(
      aRecord('doc-3', { title: 'Launch film', file_extension: 'webm' }),
      anAsset(33, 'doc-3', { title: 'Launch film', fileExtensionFileTypeCategory: 'video', defaultPdfPreview: null }),
    );
    const { dialogs } = open('/sites/2/content/doc-3/home', fake);
    const { menu, items } = await openMenu('Insights');
    expect(items).toEqual(['Insight charts', 'Tags panel', 'Video insights']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Video insights' }));
    expect(dialogs).toEqual([['videoIndexerInsight', { assetId: 33, title: 'Launch film' }]]);
  });

  it("captions an image with the document's description", async () => {
    const fake = fakeContentServer(
      aRecord('doc-4', {
        title: 'Harbour at dawn',
        file_extension: 'jpg',
        description: 'Boats leaving at first light.',
      }),
      anAsset(34, 'doc-4', {
        title: 'Harbour at dawn',
        fileExtensionFileTypeCategory: 'image',
        defaultPdfPreview: null,
        storagePath: 'https://files.test/site-assets/doc-4/dawn.jpg',
      }),
    );
    open('/sites/2/content/doc-4/home', fake);
    const image = await screen.findByRole('img', { name: 'Harbour at dawn' });
    expect(image).toHaveAttribute('src', 'https://files.test/site-assets/doc-4/dawn.jpg?sv=1&sig=abc');
    const figure = image.closest('figure')!;
    expect(within(figure).getByText('Boats leaving at first light.').tagName).toBe('FIGCAPTION');
  });

  it('captions an image with its own caption and names it by its ALT text, when they are written', async () => {
    const fake = fakeContentServer(
      aRecord('doc-5', { title: 'Harbour at dusk', file_extension: 'jpg', description: 'Boats coming home.' }),
      anAsset(35, 'doc-5', {
        title: 'Harbour at dusk',
        fileExtensionFileTypeCategory: 'image',
        defaultPdfPreview: null,
        storagePath: 'https://files.test/site-assets/doc-5/dusk.jpg',
        imageCaption: 'The fishing fleet returns to Porto, 2026.',
        altText: 'Fishing boats entering a harbour under an orange sky',
      }),
    );
    open('/sites/2/content/doc-5/home', fake);
    const image = await screen.findByRole('img', { name: 'Fishing boats entering a harbour under an orange sky' });
    const figure = image.closest('figure')!;
    expect(within(figure).getByText('The fishing fleet returns to Porto, 2026.').tagName).toBe('FIGCAPTION');
    expect(within(figure).queryByText('Boats coming home.')).toBeNull();
  });

  it('shows the charted insights summary on the insights tab, opening the insight charts panel', async () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
    const { panels } = open('/sites/2/content/doc-1/insights', fake);
    const summary = await screen.findByRole('region', { name: 'Charted insights' });
    await userEvent.click(within(summary).getByRole('button', { name: 'Open insight charts' }));
    expect(panels).toEqual([['assetInsightCharts', { assetId: 31, title: 'Harbour brief' }]]);
    expect(fake.state.calls.some((call) => call.includes('/insights/metadata'))).toBe(false);
  });

  it("shows the server's message with a way back when the document cannot be opened", async () => {
    server.use(
      http.get(`${TEST_API_BASE}/v2/document/getdocumentbyid`, () =>
        HttpResponse.json({ error: "No document 'gone' in the site Northwind Discovery." }, { status: 404 }),
      ),
      http.post(`${TEST_API_BASE}/v2/insights/assetsWithDocIds`, () => HttpResponse.json({})),
    );
    const platform = createTestPlatform({ path: '/sites/2/content/gone/home' });
    renderWithPlatform(<ContentRoutes />, { platform, store: createAppStore(platform) });
    expect(await screen.findByText("No document 'gone' in the site Northwind Discovery.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/sites/2/search');
  });
});

describe("the content's history", () => {
  const withHistory = () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1'));
    fake.state.history.push(
      anAuditEntry({
        auditId: 55,
        at: '2026-11-19T10:00:00.000Z',
        entityType: 'assets',
        entityId: '31',
        before: { title: 'Harbour draft' },
        after: { title: 'Harbour brief' },
        actorUserId: 4,
        actorEmail: 'liam.chen@demo.portal',
        path: '/api/v2/assets/31',
      }),
    );
    return fake;
  };

  it('shows an editor a History tab with what the audit log recorded, before → after', async () => {
    const fake = withHistory();
    open('/sites/2/content/doc-1/home', fake, ALL_ACTIONS, { editDeploymentIndex: true });
    const tabs = await screen.findByRole('navigation', { name: 'Content pages' });
    await userEvent.click(within(tabs).getByRole('link', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'History of Harbour brief' });
    expect(within(list).getByText('by liam.chen@demo.portal')).toBeVisible();
    expect(within(list).getByRole('table', { name: 'Changes of entry 55' })).toHaveTextContent(
      'Title (changed)Harbour draftHarbour brief',
    );
    expect(fake.state.calls).toContain('GET v2/audit/history/assets/31');
  });

  it('offers a viewer no History tab, and does not ask for it at its address', async () => {
    const fake = withHistory();
    open('/sites/2/content/doc-1/history', fake);
    expect(await screen.findByText('Only those who may edit this content see its history.')).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Content pages' });
    expect(within(tabs).getByRole('link', { name: 'Tags' })).toBeVisible();
    expect(within(tabs).queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'History of Harbour brief' })).not.toBeInTheDocument();
    expect(fake.state.calls.filter((call) => call.includes('audit'))).toEqual([]);
  });
});
