/**
 * Where a browser loads an asset's thumbnail or preview image: an API path (relative to /api, like the theme
 * images) that streams it from the site's preview container after checking the user may see the asset. The
 * portal signs in with a bearer token, so the page fetches it with that header (the shell's authorised-image
 * hook) rather than with a plain <img src>.
 */
export function thumbnailUrl(docId: string, type: 'thumbnail' | 'preview' = 'thumbnail'): string {
  return `v2/assets/document/preview/${encodeURIComponent(docId)}?type=${type}`;
}
