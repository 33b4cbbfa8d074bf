import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import type { PermissionMap } from '@portal/contracts';
import { createTestPlatform, renderWithPlatform } from '@portal/test-utils';
import type { ReactElement } from 'react';
import { AiInteractMenu } from './ai-interact-menu';
import { AiInteractSidebar } from './ai-interact-sidebar';

const TARGET = { docId: 'doc-1', assetId: 31, title: 'Harbour brief', siteId: 12 };
const WRITING_ASSISTANTS = [
  'Content for a case study',
  'Content for a 1-slide presentation',
  'Title and summary for a newsletter',
  'Title and summary for a social post',
  'Image ALT tag',
  'Image caption',
];

function show(ui: ReactElement, permissions: PermissionMap) {
  const platform = createTestPlatform({ permissions$: new BehaviorSubject<PermissionMap>(permissions) });
  const panels: unknown[] = [];
  platform.bus.on('panel/open').subscribe((event) => panels.push([event.key, event.props]));
  renderWithPlatform(ui, { platform });
  return panels;
}

const names = (container: HTMLElement, role: 'menuitem' | 'button') =>
  within(container)
    .getAllByRole(role)
    .map((item) => item.textContent);

describe('the AI Interact menu (toolbar)', () => {
  it.each<[string, PermissionMap]>([
    ['neither viewOpenAi nor viewAiInteract', { viewAiAssistant: true, analyzeInsights: true }],
    ['viewOpenAi denied', { viewOpenAi: false }],
  ])('is not there with %s', (_case, permissions) => {
    show(<AiInteractMenu target={TARGET} />, permissions);
    expect(screen.queryByRole('button', { name: 'AI Interact' })).toBeNull();
  });

  it.each<[string, PermissionMap]>([
    ['viewOpenAi', { viewOpenAi: true }],
    ['viewAiInteract', { viewAiInteract: true }],
  ])('with %s lists the tools and submenus, and an item opens its tool on the asset', async (_case, permissions) => {
    const panels = show(<AiInteractMenu target={TARGET} />, permissions);
    await userEvent.click(screen.getByRole('button', { name: 'AI Interact' }));
    const menu = await screen.findByRole('menu');
    expect(names(menu, 'menuitem')).toEqual([
      'Ask Questions',
      'Summarize',
      'Insights',
      'Analysis',
      'Writing Assistants',
    ]);

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Analysis' }));
    const analysis = await screen.findByRole('menuitem', { name: 'Themes' });
    expect(names(analysis.closest<HTMLElement>('[role="menu"]')!, 'menuitem')).toEqual([
      'Themes',
      'Tones',
      'Preview Image',
    ]);
    await userEvent.click(analysis);
    expect(panels).toEqual([['aiTool', { tool: 'themes', ...TARGET }]]);
  });

  it('opens a writing assistant from its submenu', async () => {
    const panels = show(<AiInteractMenu target={TARGET} />, { viewAiInteract: true });
    await userEvent.click(screen.getByRole('button', { name: 'AI Interact' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Writing Assistants' }));
    const caption = await screen.findByRole('menuitem', { name: 'Image caption' });
    expect(names(caption.closest<HTMLElement>('[role="menu"]')!, 'menuitem')).toEqual(WRITING_ASSISTANTS);
    await userEvent.click(caption);
    expect(panels).toEqual([['aiTool', { tool: 'image_caption', ...TARGET }]]);
    expect(screen.queryByRole('menuitem', { name: 'Summarize' })).toBeNull();
  });

  it('opens Ask Questions, Summarize and Insights directly', async () => {
    const panels = show(<AiInteractMenu target={TARGET} />, { viewOpenAi: true });
    for (const [name, tool] of [
      ['Ask Questions', 'askQuestions'],
      ['Summarize', 'summarize'],
      ['Insights', 'insights'],
    ]) {
      await userEvent.click(screen.getByRole('button', { name: 'AI Interact' }));
      await userEvent.click(await screen.findByRole('menuitem', { name }));
      expect(panels.at(-1)).toEqual(['aiTool', { tool, ...TARGET }]);
    }
  });
});

describe('the AI Interact menu (sidebar of an embedded dashboard)', () => {
  it('is not there without viewOpenAi or viewAiInteract', () => {
    show(<AiInteractSidebar target={TARGET} />, { viewRagAssistant: true });
    expect(screen.queryByRole('navigation', { name: 'AI Interact' })).toBeNull();
  });

  it('shows the items, expands a submenu in place and opens the chosen tool', async () => {
    const panels = show(<AiInteractSidebar target={TARGET} />, { viewAiInteract: true });
    const sidebar = screen.getByRole('navigation', { name: 'AI Interact' });
    expect(names(sidebar, 'button')).toEqual([
      'Ask Questions',
      'Summarize',
      'Insights',
      'Analysis',
      'Writing Assistants',
    ]);
    const writing = within(sidebar).getByRole('button', { name: 'Writing Assistants' });
    expect(writing).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(writing);
    expect(writing).toHaveAttribute('aria-expanded', 'true');
    expect(names(within(sidebar).getByRole('list', { name: 'Writing Assistants' }), 'button')).toEqual(
      WRITING_ASSISTANTS,
    );
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Image ALT tag' }));
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Summarize' }));
    expect(panels).toEqual([
      ['aiTool', { tool: 'image_alt_text', ...TARGET }],
      ['aiTool', { tool: 'summarize', ...TARGET }],
    ]);
  });
});
