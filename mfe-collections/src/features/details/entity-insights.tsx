import { Button, theme } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { RankedEntry } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { useGetCollectionInsightsQuery, useLikeCollectionMutation } from '../../lib/api/collections-api';
import { Notice } from '../../lib/ui/notice';

function Total({ label, value }: { label: string; value: number }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'grid', gap: 2 }}>
      <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{label}</dt>
      <dd style={{ margin: 0, fontSize: 22, fontWeight: 600 }}>{value}</dd>
    </div>
  );
}

function TopList({ title, entries }: { title: string; entries: RankedEntry[] }) {
  const { token } = theme.useToken();
  return (
    <section aria-label={title} style={{ minWidth: 0 }}>
      <h4 style={{ margin: '0 0 4px', fontSize: 14 }}>{title}</h4>
      {entries.length === 0 ? (
        <p style={{ margin: 0, color: token.colorTextSecondary }}>None yet.</p>
      ) : (
        <ol style={{ margin: 0, paddingLeft: 20 }}>
          {entries.map((entry) => (
            <li key={entry.id}>
              {entry.name} <span style={{ color: token.colorTextTertiary }}>({entry.count})</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The collection's insights on its assets page (spec §2.3 "insights shown", §3 "Collection insights"; GET
 * v2/collections/{id}/insights): the views, likes and downloads of the collection, the user's like as a toggle
 * (POST …/insights/likes), and its most liked, viewed and downloaded assets among those the user may open. Top
 * entries are names with counts: the server ranks by asset id, without the doc id a content-page link needs.
 */
export function CollectionInsightsPanel({ collectionId }: { collectionId: number }) {
  const { token } = theme.useToken();
  const platform = usePlatform();
  const insights = useGetCollectionInsightsQuery(collectionId);
  const [like, liking] = useLikeCollectionMutation();
  if (insights.error)
    return (
      <Notice kind="error" title="The insights could not be loaded.">
        {errorMessage(insights.error)}
      </Notice>
    );
  const data = insights.data;
  if (!data) return <p aria-busy="true">Loading the insights…</p>;
  return (
    <section
      aria-labelledby="collection-insights"
      style={{
        display: 'grid',
        gap: 12,
        padding: 16,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <h3 id="collection-insights" style={{ margin: 0, fontSize: 16 }}>
          Insights
        </h3>
        <Button
          size="small"
          aria-pressed={data.liked}
          loading={liking.isLoading}
          onClick={() =>
            void like({ id: collectionId, liked: !data.liked })
              .unwrap()
              .catch((error: unknown) => platform.notify(errorMessage(error), 'error'))
          }
        >
          {data.liked ? 'Unlike' : 'Like'}
        </Button>
      </div>
      <dl style={{ display: 'flex', gap: 32, flexWrap: 'wrap', margin: 0 }}>
        <Total label="Views" value={data.totalViews} />
        <Total label="Likes" value={data.totalLikes} />
        <Total label="Downloads" value={data.totalDownloads} />
      </dl>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
        <TopList title="Most liked" entries={data.topLiked} />
        <TopList title="Most viewed" entries={data.topViewed} />
        <TopList title="Most downloaded" entries={data.topDownloaded} />
      </div>
    </section>
  );
}
