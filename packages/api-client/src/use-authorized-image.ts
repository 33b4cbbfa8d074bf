import { useEffect, useState } from 'react';
import { usePlatform } from '@portal/platform';

export type AuthorizedImage =
  { status: 'none' } | { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; error: string };

/**
 * An image the API serves only with the bearer token (theme hero and thumbnail images,
 * `v2/{type}/theme/{id}/hero?v=…`): fetched with the token and handed to `<img>` as an object URL,
 * released again when the path changes or the component goes away. `null` means no image.
 */
export function useAuthorizedImage(path: string | null | undefined): AuthorizedImage {
  const { apiBase, auth } = usePlatform();
  const [image, setImage] = useState<AuthorizedImage>({ status: path ? 'loading' : 'none' });

  useEffect(() => {
    if (!path) {
      setImage({ status: 'none' });
      return;
    }
    setImage({ status: 'loading' });
    const abort = new AbortController();
    let url: string | null = null;
    void (async () => {
      try {
        const token = await auth.getToken();
        const response = await fetch(`${apiBase.replace(/\/$/, '')}/${path.replace(/^\//, '')}`, {
          headers: { Authorization: `Bearer ${token}` },
          signal: abort.signal,
        });
        if (!response.ok) throw new Error(`The image could not be loaded (HTTP ${response.status}).`);
        const blob = await response.blob();
        if (abort.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setImage({ status: 'ready', url });
      } catch (error) {
        if (!abort.signal.aborted)
          setImage({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [apiBase, auth, path]);

  return image;
}
