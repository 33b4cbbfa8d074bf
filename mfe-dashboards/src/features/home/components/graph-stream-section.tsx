import { useState } from 'react';
import { Skeleton } from 'antd';
import { errorMessage } from '@portal/api-client';
import { LoadFailure } from '@portal/ui';
import {
  GRAPH_STREAMS,
  useGetGraphStreamPageQuery,
  useLazyGetGraphStreamPageQuery,
  type GraphStreamCode,
  type StreamAsset,
} from '../api/home-streams-graph-api';
import { AssetStreamCard } from './stream-cards';
import { StreamSection } from './stream-section';

/**
 * Latest uploads or new cases (calls doc §7 "Graph endpoint"): the first 20 through GraphQL, network-only (the
 * query keeps nothing once home is left, so every visit asks again; a read app/prefetch-home.ts started for this
 * visit is joined), then "Show more" continues after the last card's cursor.
 */
export function GraphStreamSection({
  code,
  siteId,
  compact,
}: {
  code: GraphStreamCode;
  siteId: number;
  compact: boolean;
}) {
  const first = useGetGraphStreamPageQuery({ code, indexId: siteId, after: null });
  const [fetchMore, fetching] = useLazyGetGraphStreamPageQuery();
  const [more, setMore] = useState<{ items: StreamAsset[]; endCursor: string | null; hasNextPage: boolean } | null>(
    null,
  );
  const { title } = GRAPH_STREAMS[code];

  if (first.error)
    return (
      <LoadFailure
        title={`The ${title.toLowerCase()} could not be loaded.`}
        reason={errorMessage(first.error)}
        onRetry={() => void first.refetch()}
      />
    );
  if (!first.data) return <Skeleton active paragraph={{ rows: 3 }} aria-busy="true" />;

  const items = [...first.data.items, ...(more?.items ?? [])];
  const last = more ?? first.data;
  const show = async () => {
    const next = await fetchMore({ code, indexId: siteId, after: last.endCursor }).unwrap();
    setMore({
      items: [...(more?.items ?? []), ...next.items],
      endCursor: next.endCursor,
      hasNextPage: next.hasNextPage,
    });
  };
  return (
    <StreamSection
      code={code}
      title={title}
      count={first.data.totalCount}
      cards={items.map((asset) => ({
        key: asset.assetId,
        card: <AssetStreamCard asset={asset} siteId={siteId} dense={compact} />,
      }))}
      compact={compact}
      more={{
        available: last.hasNextPage,
        loading: fetching.isFetching,
        error: fetching.error,
        show: () => void show().catch(() => undefined),
      }}
    />
  );
}
