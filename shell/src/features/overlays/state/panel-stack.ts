import type { PanelKey } from '@portal/contracts';

export interface PanelEntry {
  key: PanelKey;
  props: Record<string, unknown>;
}

export type PanelStackAction =
  { type: 'open'; key: PanelKey; props?: Record<string, unknown> } | { type: 'close' } | { type: 'routeChanged' };

/**
 * The right-hand panel stack (spec §4): opening a panel empties the stack and pushes it; closing pops
 * the top; a route change empties the stack. The top entry is the panel on screen.
 */
export function panelStack(stack: readonly PanelEntry[], action: PanelStackAction): readonly PanelEntry[] {
  switch (action.type) {
    case 'open':
      return [{ key: action.key, props: action.props ?? {} }];
    case 'close':
      return stack.length === 0 ? stack : stack.slice(0, -1);
    case 'routeChanged':
      return stack.length === 0 ? stack : [];
  }
}

export const topPanel = (stack: readonly PanelEntry[]): PanelEntry | undefined => stack.at(-1);
