import type { ReactNode } from 'react';
import { Router } from 'react-router-dom';
import { usePlatform, useStream } from './platform-context';

/**
 * A router driven by the shell's location: every remote renders its own <Routes> inside it, while
 * one browser history (the shell's) stays the only source of truth.
 */
export function PlatformRouter({ children }: { children: ReactNode }) {
  const { location$, navigator } = usePlatform();
  const location = useStream(location$);
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}
