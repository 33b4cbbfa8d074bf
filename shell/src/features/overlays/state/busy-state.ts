export interface BusyState {
  active: boolean;
  message: string | null;
  errors: string[];
}

export type BusyAction =
  { type: 'on'; message?: string } | { type: 'off' } | { type: 'error'; message: string } | { type: 'reset' };

export const idle: BusyState = { active: false, message: null, errors: [] };

/** The busy overlay (spec §4): on/off with a message, a list of errors, reset clears everything. */
export function busyState(state: BusyState, action: BusyAction): BusyState {
  switch (action.type) {
    case 'on':
      return { ...state, active: true, message: action.message ?? null };
    case 'off':
      return { ...state, active: false, message: null };
    case 'error':
      return { ...state, errors: [...state.errors, action.message] };
    case 'reset':
      return idle;
  }
}
