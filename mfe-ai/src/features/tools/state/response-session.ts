import type { WorkingResponse } from './working-response';

/** The responses of this browser session, the newest first, and the one the builder and complete pages show. */
export interface ResponseSessionState {
  responses: WorkingResponse[];
  currentId: string | null;
}

/** The responses kept: more would crowd sessionStorage (a response may hold a few hundred KB of text). */
export const SESSION_RESPONSES_MAX = 10;
export const RESPONSES_STORAGE_KEY = 'portal.mfe-ai.responses';

const EMPTY: ResponseSessionState = { responses: [], currentId: null };

/** Keeps a response (new or changed) as the newest and current one; the oldest beyond the limit are let go. */
export const withResponse =
  (response: WorkingResponse) =>
  (state: ResponseSessionState): ResponseSessionState => ({
    responses: [response, ...state.responses.filter((kept) => kept.id !== response.id)].slice(0, SESSION_RESPONSES_MAX),
    currentId: response.id,
  });

/** Changes one response in place (its updatedAt is `now`); an unknown id changes nothing. */
export const changingResponse =
  (id: string, change: (response: WorkingResponse) => WorkingResponse, now: Date = new Date()) =>
  (state: ResponseSessionState): ResponseSessionState => ({
    ...state,
    responses: state.responses.map((response) =>
      response.id === id ? { ...change(response), updatedAt: now.toISOString() } : response,
    ),
  });

/** Makes a response of the session the current one. */
export const opening =
  (id: string) =>
  (state: ResponseSessionState): ResponseSessionState =>
    state.responses.some((response) => response.id === id) ? { ...state, currentId: id } : state;

/** The current response if it was drafted from this site (another site's waits until the user is back there). */
export function currentResponse(state: ResponseSessionState, siteId: number): WorkingResponse | null {
  const current = state.responses.find((response) => response.id === state.currentId);
  return current && current.siteId === siteId ? current : null;
}

export interface ResponseSession {
  read(): ResponseSessionState;
  subscribe(listener: () => void): () => void;
  update(change: (state: ResponseSessionState) => ResponseSessionState): void;
}

/** A response as this version keeps it (one kept by an older version of the page is left out). */
const isWorkingResponse = (value: unknown): value is WorkingResponse => {
  const response = value as Partial<WorkingResponse> | null;
  return (
    typeof response?.id === 'string' &&
    typeof response.siteId === 'number' &&
    typeof response.title === 'string' &&
    typeof response.query === 'string' &&
    Array.isArray(response.sections) &&
    typeof response.provider?.kind === 'string' &&
    (response.stage === 'building' || response.stage === 'complete')
  );
};

function restore(storage: Pick<Storage, 'getItem'> | null): ResponseSessionState {
  try {
    const saved = JSON.parse(storage?.getItem(RESPONSES_STORAGE_KEY) ?? 'null') as Partial<ResponseSessionState> | null;
    if (!saved || !Array.isArray(saved.responses)) return EMPTY;
    const responses = saved.responses.filter(isWorkingResponse);
    const currentId = responses.some((response) => response.id === saved.currentId) ? saved.currentId! : null;
    return { responses, currentId };
  } catch {
    return EMPTY;
  }
}

/**
 * The responses of this browser session, kept in sessionStorage so that the builder and complete pages survive
 * navigation and reload (and are gone with the tab). When storage refuses (full, or blocked), they live on in
 * memory until the page is left.
 */
export function createResponseSession(storage: Pick<Storage, 'getItem' | 'setItem'> | null): ResponseSession {
  let state = restore(storage);
  const listeners = new Set<() => void>();
  return {
    read: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      const next = change(state);
      if (next === state) return;
      state = next;
      try {
        storage?.setItem(RESPONSES_STORAGE_KEY, JSON.stringify(state));
      } catch {
        // Kept in memory only (see above).
      }
      listeners.forEach((listener) => listener());
    },
  };
}
