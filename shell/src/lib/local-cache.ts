/**
 * The portal's local cache (calls doc §9: "Local cache entries use a key prefix and optional expiry"):
 * JSON values in localStorage under `portal.cache.<key>`, each with the time it expires, if any.
 * An expired or unreadable entry reads as missing and is removed.
 */
export interface LocalCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown, ttlMs?: number): void;
  remove(key: string): void;
  /** Removes every entry of this cache (e.g. on sign-out). */
  clear(): void;
}

interface Entry {
  value: unknown;
  expiresAt: number | null;
}

export const CACHE_PREFIX = 'portal.cache.';

export function createLocalCache(options: { storage?: Storage; prefix?: string; now?: () => number } = {}): LocalCache {
  const storage = options.storage ?? window.localStorage;
  const prefix = options.prefix ?? CACHE_PREFIX;
  const now = options.now ?? Date.now;
  const remove = (key: string) => {
    try {
      storage.removeItem(prefix + key);
    } catch {
      // storage unavailable: nothing to remove
    }
  };
  return {
    get<T>(key: string): T | undefined {
      let raw: string | null;
      try {
        raw = storage.getItem(prefix + key);
      } catch {
        return undefined;
      }
      if (raw === null) return undefined;
      try {
        const entry = JSON.parse(raw) as Entry;
        if (entry.expiresAt !== null && entry.expiresAt <= now()) {
          remove(key);
          return undefined;
        }
        return entry.value as T;
      } catch {
        remove(key);
        return undefined;
      }
    },
    set(key, value, ttlMs) {
      const entry: Entry = { value, expiresAt: ttlMs === undefined ? null : now() + ttlMs };
      try {
        storage.setItem(prefix + key, JSON.stringify(entry));
      } catch {
        // Full or unavailable storage: the value is simply fetched again next time.
      }
    },
    remove,
    clear() {
      try {
        const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
          (key): key is string => key !== null && key.startsWith(prefix),
        );
        for (const key of keys) storage.removeItem(key);
      } catch {
        // nothing to clear
      }
    },
  };
}
