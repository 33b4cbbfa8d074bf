import { panelStack, topPanel, type PanelEntry } from './panel-stack';

describe('the right-hand panel stack (spec §4)', () => {
  const empty: readonly PanelEntry[] = [];

  it('opening a panel empties the stack and pushes it', () => {
    const one = panelStack(empty, { type: 'open', key: 'notifications' });
    expect(one).toEqual([{ key: 'notifications', props: {} }]);
    const other = panelStack(one, { type: 'open', key: 'share', props: { docId: 'd1' } });
    expect(other).toEqual([{ key: 'share', props: { docId: 'd1' } }]);
    expect(topPanel(other)?.key).toBe('share');
  });

  it('closing pops the top panel, and closing an empty stack changes nothing', () => {
    const stack: PanelEntry[] = [
      { key: 'group', props: {} },
      { key: 'groupMembers', props: {} },
    ];
    expect(panelStack(stack, { type: 'close' })).toEqual([{ key: 'group', props: {} }]);
    expect(panelStack(empty, { type: 'close' })).toBe(empty);
  });

  it('a route change empties the stack', () => {
    const stack = panelStack(empty, { type: 'open', key: 'preferences' });
    expect(panelStack(stack, { type: 'routeChanged' })).toEqual([]);
    expect(topPanel(panelStack(stack, { type: 'routeChanged' }))).toBeUndefined();
  });
});
