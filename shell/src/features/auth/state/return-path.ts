const KEY = 'portal.returnPath';

/** The full path a signed-out user asked for, kept through the sign-in round trip (spec §2.4). */
export function rememberReturnPath(path: string): void {
  sessionStorage.setItem(KEY, path);
}

export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path;
}

export function peekReturnPath(): string | null {
  return sessionStorage.getItem(KEY);
}

/** Only same-origin paths are followed after sign-in. */
export function safeReturnPath(path: string | null | undefined, fallback: string): string {
  return path && path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}

/** Where a completed sign-in goes: the path the provider returns, else the one kept before leaving, else home. */
export function signInDestination(returnedPath: string | null | undefined, home: string): string {
  const kept = takeReturnPath();
  return safeReturnPath(returnedPath ?? kept, home);
}
