import { useState } from 'react';
import { Alert, Button, theme } from 'antd';
import type { AssetStream } from '@portal/contracts';
import { errorMessage } from '@portal/api-client';
import { useLazyGetAssetStreamPageQuery } from '../api/asset-streams-api';
import { AssetStreamCard, EntityStreamCard } from './stream-cards';

type Item = AssetStream['items'][number];

function keyOf(stream: AssetStream, item: Item): number {
  if (stream.kind === 'assets') return (item as { assetId: number }).assetId;
  return stream.kind === 'collections'
    ? (item as { collectionId: number }).collectionId
    : (item as { groupId: number }).groupId;
}

/**
 * One stream of the home page (spec §9 streams): its title and size, its items as cards in a row that scrolls
 * sideways (the default template) or as a dense two-column list (compact), and "Show more", which appends the next
 * page (POST v2/assetStreams/{indexId}/{code}/assets) until the stream is all shown. An empty stream says what
 * would fill it.
 */
export function AssetStreamSection({
  stream,
  siteId,
  compact,
}: {
  stream: AssetStream;
  siteId: number;
  compact: boolean;
}) {
  const { token } = theme.useToken();
  const [more, setMore] = useState<Item[]>([]);
  const [page, setPage] = useState(1);
  const [fetchPage, fetching] = useLazyGetAssetStreamPageQuery();
  const items = [...stream.items, ...more] as Item[];
  const pageSize = Math.max(stream.items.length, 1);
  const headingId = `stream-${stream.code}`;

  const showMore = async () => {
    const next = await fetchPage({
      indexId: siteId,
      code: stream.code,
      page: page + 1,
      rowsPerPage: pageSize,
    }).unwrap();
    setMore((current) => [...current, ...(next.items as Item[])]);
    setPage(page + 1);
  };

  const card = (item: Item) =>
    stream.kind === 'assets' ? (
      <AssetStreamCard
        asset={item as Extract<AssetStream, { kind: 'assets' }>['items'][number]}
        siteId={siteId}
        dense={compact}
      />
    ) : (
      <EntityStreamCard
        kind={stream.kind === 'collections' ? 'collection' : 'group'}
        entity={item as Extract<AssetStream, { kind: 'collections' | 'groups' }>['items'][number]}
        siteId={siteId}
        dense={compact}
      />
    );

  return (
    <section aria-labelledby={headingId} style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 8 }}>
        <h2 id={headingId} style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          {stream.title}
        </h2>
        <span style={{ color: token.colorTextSecondary, fontSize: 13 }}>{stream.count}</span>
      </div>
      {items.length === 0 ? (
        <p style={{ margin: 0, color: token.colorTextSecondary }}>{EMPTY[stream.code]}</p>
      ) : (
        <ul
          aria-labelledby={headingId}
          tabIndex={compact ? undefined : 0}
          style={
            compact
              ? {
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                  display: 'grid',
                  gap: 8,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))',
                }
              : {
                  listStyle: 'none',
                  margin: 0,
                  padding: '2px 2px 10px',
                  display: 'grid',
                  gridAutoFlow: 'column',
                  gridAutoColumns: 'minmax(200px, 232px)',
                  gap: 16,
                  overflowX: 'auto',
                  scrollSnapType: 'x proximity',
                }
          }
        >
          {items.map((item) => (
            <li key={keyOf(stream, item)} style={{ scrollSnapAlign: 'start', minWidth: 0 }}>
              {card(item)}
            </li>
          ))}
        </ul>
      )}
      {fetching.error && (
        <Alert type="error" showIcon title="More could not be loaded." description={errorMessage(fetching.error)} />
      )}
      {items.length < stream.count && (
        <div>
          <Button onClick={() => void showMore()} loading={fetching.isFetching}>
            Show more {stream.title.toLowerCase()}
          </Button>
        </div>
      )}
    </section>
  );
}

/** What an empty stream says: what would fill it. */
const EMPTY: Record<AssetStream['code'], string> = {
  'latest-uploads': 'Nothing has been uploaded to this site yet. Uploads appear here as soon as they are indexed.',
  'new-cases': 'No case studies yet. Upload one with the content type Case Study and it appears here.',
  'featured-content':
    'No featured content yet. Assets marked as featured when they are uploaded or edited appear here.',
  'featured-collections': 'No featured collections yet. Feature a collection from its page to show it here.',
  'featured-groups': 'No featured groups yet. Feature a group from its page to show it here.',
};
