import { useAuthorizedImage } from '@portal/api-client';

/**
 * A small picture of an asset in a list: its thumbnail (read with the user's token), else a label of its file type.
 * Decorative: the list item's link names the asset.
 */
export function AssetThumbnail({ thumbnailUrl, label }: { thumbnailUrl: string | null; label: string }) {
  const image = useAuthorizedImage(thumbnailUrl);
  return (
    <div
      aria-hidden="true"
      style={{
        width: 56,
        height: 42,
        flex: 'none',
        borderRadius: 4,
        overflow: 'hidden',
        background: '#eef1f5',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {image.status === 'ready' ? (
        <img src={image.url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <span style={{ fontWeight: 600, color: '#5b6573', fontSize: 11 }}>{label}</span>
      )}
    </div>
  );
}
