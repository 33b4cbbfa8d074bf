/** The folder of this build's demo library snapshot when it is made and fresh, else null (nothing is made). */
export function madeDemoLibrarySnapshot(): string | null;
/** The folder of this build's demo library snapshot, made first when missing or stale, or waited for. */
export function demoLibrarySnapshot(options?: {
  log?: (message: string) => void;
  signal?: AbortSignal;
}): Promise<string>;
