import { useState, type ReactNode } from 'react';
import { ResponseSessionContext } from '../hooks/use-response-session';
import { createResponseSession } from '../state/response-session';

/** sessionStorage, or nothing where the browser blocks it (the responses then last as long as the page). */
function browserSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The responses of this browser session, for the tools' pages below it. */
export function ResponseSessionProvider({ children }: { children: ReactNode }) {
  const [session] = useState(() => createResponseSession(browserSessionStorage()));
  return <ResponseSessionContext.Provider value={session}>{children}</ResponseSessionContext.Provider>;
}
