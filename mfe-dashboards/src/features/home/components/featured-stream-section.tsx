import { useState } from 'react';
import type { AssetStream } from '@portal/contracts';
import { useLazyGetAssetStreamPageQuery } from '../api/asset-streams-api';
import { AssetStreamCard, EntityStreamCard } from './stream-cards';
import { StreamSection } from './stream-section';

type Item = AssetStream['items'][number];

function cardOf(stream: AssetStream, item: Item, siteId: number, dense: boolean) {
  if (stream.kind === 'assets') {
    const asset = item as Extract<AssetStream, { kind: 'assets' }>['items'][number];
    return { key: asset.assetId, card: <AssetStreamCard asset={asset} siteId={siteId} dense={dense} /> };
  }
  const entity = item as Extract<AssetStream, { kind: 'collections' | 'groups' }>['items'][number];
  const kind = stream.kind === 'collections' ? 'collection' : 'group';
  return {
    key: 'collectionId' in entity ? entity.collectionId : entity.groupId,
    card: <EntityStreamCard kind={kind} entity={entity} siteId={siteId} dense={dense} />,
  };
}

/**
 * A stream of GET v2/assetStreams/{indexId} (featured content, collections and groups): its first items as the call
 * gave them, then "Show more" appends the next page (POST v2/assetStreams/{indexId}/{code}/assets).
 */
export function FeaturedStreamSection({
  stream,
  siteId,
  compact,
}: {
  stream: AssetStream;
  siteId: number;
  compact: boolean;
}) {
  const [more, setMore] = useState<Item[]>([]);
  const [page, setPage] = useState(1);
  const [fetchPage, fetching] = useLazyGetAssetStreamPageQuery();
  const items = [...stream.items, ...more] as Item[];
  const pageSize = Math.max(stream.items.length, 1);
  const show = async () => {
    const next = await fetchPage({
      indexId: siteId,
      code: stream.code,
      page: page + 1,
      rowsPerPage: pageSize,
    }).unwrap();
    setMore((current) => [...current, ...(next.items as Item[])]);
    setPage(page + 1);
  };
  return (
    <StreamSection
      code={stream.code}
      title={stream.title}
      count={stream.count}
      cards={items.map((item) => cardOf(stream, item, siteId, compact))}
      compact={compact}
      more={{
        available: items.length < stream.count,
        loading: fetching.isFetching,
        error: fetching.error,
        show: () => void show().catch(() => undefined),
      }}
    />
  );
}
