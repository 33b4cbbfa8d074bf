import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Platform, ValueStream } from '../platform';

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() needs a <PlatformProvider> above it.');
  return platform;
}

/** The current value of a platform stream, re-rendering when it changes. */
export function useStream<T>(stream: ValueStream<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = stream.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => stream.getValue(),
  );
}
