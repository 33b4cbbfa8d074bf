import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ResponseSession, ResponseSessionState } from '../state/response-session';

export const ResponseSessionContext = createContext<ResponseSession | null>(null);

/** The responses of this browser session, re-rendering on every change, and how to change them. */
export function useResponseSession(): { state: ResponseSessionState; update: ResponseSession['update'] } {
  const session = useContext(ResponseSessionContext);
  if (!session) throw new Error('useResponseSession() needs a <ResponseSessionProvider> above it.');
  const state = useSyncExternalStore(session.subscribe, session.read);
  return { state, update: session.update };
}
