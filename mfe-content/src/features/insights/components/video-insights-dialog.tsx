import type { ReactNode } from 'react';
import { Alert, Descriptions, Tag, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import {
  listableFaces,
  listableVideoInsights,
  type VideoAppearance,
  type VideoInsightsResponse,
} from '@portal/contracts';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { useGetVideoInsightsQuery } from '../api/asset-insights-api';

const PROVIDERS: Record<VideoInsightsResponse['provider'], string> = {
  local: 'Computed locally',
  videoIndexer: 'Azure Video Indexer',
};

/** Seconds as a clock: 75 → 1:15, 3725 → 1:02:05. */
function clockOf(seconds: number): string {
  const whole = Math.round(seconds);
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

const seen = (appearances: readonly VideoAppearance[]) =>
  `${appearances.length} appearance${appearances.length === 1 ? '' : 's'}, first at ${clockOf(appearances[0]!.startSeconds)}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ display: 'grid', gap: 4 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function Items({ title, items }: { title: string; items: { name: string; detail: string }[] }) {
  if (items.length === 0) return null;
  return (
    <Section title={title}>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {items.map((item) => (
          <li key={item.name}>
            <span>{item.name}</span> <Typography.Text type="secondary">{item.detail}</Typography.Text>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The insights of a video that may be listed (spec §5): named faces, and only insights seen at least once. */
function Insights({ insights }: { insights: VideoInsightsResponse }) {
  const summary = insights.summarizedInsights;
  const named = (list: readonly { name: string; appearances: VideoAppearance[] }[]) =>
    listableVideoInsights(list).map((item) => ({ name: item.name, detail: seen(item.appearances) }));
  const faces = listableFaces(summary.faces).map((face) => ({
    name: face.name,
    detail: [seen(face.appearances), face.age !== null ? `age ${face.age}` : null, face.gender]
      .filter(Boolean)
      .join(', '),
  }));
  const sentiments = listableVideoInsights(summary.sentiments).map((sentiment) => ({
    name: sentiment.sentimentKey,
    detail: `${Math.round(sentiment.seenDurationRatio * 100)}% of the video`,
  }));
  const lists = [
    { title: 'Faces', items: faces },
    { title: 'Keywords', items: named(summary.keywords) },
    { title: 'Topics', items: named(summary.topics) },
    { title: 'Named locations', items: named(summary.namedLocations) },
    { title: 'Brands', items: named(summary.brands) },
    { title: 'Sentiments', items: sentiments },
  ];
  const empty = lists.every((list) => list.items.length === 0) && insights.transcript.length === 0;
  return (
    <>
      {lists.map((list) => (
        <Items key={list.title} title={list.title} items={list.items} />
      ))}
      {insights.transcript.length > 0 && (
        <Section title="Transcript">
          <ol style={{ margin: 0, paddingLeft: 20, maxHeight: 320, overflow: 'auto' }}>
            {insights.transcript.map((line, index) => (
              <li key={`${line.start}-${index}`}>
                <Typography.Text type="secondary">
                  {line.start}–{line.end}
                </Typography.Text>{' '}
                {line.text}
              </li>
            ))}
          </ol>
        </Section>
      )}
      {empty && (
        <Typography.Paragraph style={{ margin: 0 }}>
          {insights.provider === 'local'
            ? 'No faces, keywords, topics, locations, brands or transcript: reading the video locally gives its length, size and scene changes only.'
            : 'No faces, keywords, topics, locations, brands or transcript were found in this video.'}
        </Typography.Paragraph>
      )}
    </>
  );
}

/**
 * `videoIndexerInsight` { assetId, title } (spec §2.6, 90vw; §3 Video insights): what GET v2/videos/{id}/insights
 * found in the video, and which provider found it (Azure Video Indexer, or the portal's own local reading). Faces
 * named "unknown" are hidden and only insights with an appearance are listed (spec §5); when the insights are
 * unavailable it says why.
 */
export function VideoInsightsDialog({ props }: OverlayComponentProps) {
  const assetId = typeof props.assetId === 'number' ? props.assetId : 0;
  const title = typeof props.title === 'string' ? props.title : null;
  const query = useGetVideoInsightsQuery(assetId, { skip: !assetId });
  if (!assetId) return <Alert type="error" showIcon title="No video was given." />;
  const insights = query.data;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {title && (
        <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography.Title>
      )}
      {query.error ? (
        <Alert
          type="error"
          showIcon
          title="The video's insights could not be read."
          description={errorMessage(query.error)}
        />
      ) : !insights ? (
        <p aria-busy="true">Loading the video's insights…</p>
      ) : (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'provider', label: 'Insights by', children: <Tag>{PROVIDERS[insights.provider]}</Tag> },
              { key: 'state', label: 'State', children: insights.state },
              {
                key: 'duration',
                label: 'Duration',
                children: insights.durationInSeconds === null ? 'Unknown' : clockOf(insights.durationInSeconds),
              },
              ...(insights.width !== null && insights.height !== null
                ? [{ key: 'size', label: 'Size', children: `${insights.width} × ${insights.height}` }]
                : []),
              ...(insights.scenes.length > 0
                ? [{ key: 'scenes', label: 'Scenes', children: String(insights.scenes.length) }]
                : []),
            ]}
          />
          {insights.state === 'Unavailable' ? (
            <Alert
              type="warning"
              showIcon
              title="The video's insights are unavailable."
              description={insights.reason ?? 'The provider gave no reason.'}
            />
          ) : (
            <>
              {insights.reason && <Alert type="info" showIcon title={insights.reason} />}
              <Insights insights={insights} />
            </>
          )}
        </>
      )}
    </div>
  );
}
