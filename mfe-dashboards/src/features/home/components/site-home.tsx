import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import { ASSET_STREAM_CODES } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import { usePageTitle, usePhone, LoadFailure } from '@portal/ui';
import { useGetAssetStreamsQuery } from '../api/asset-streams-api';
import { GRAPH_STREAMS, type GraphStreamCode } from '../api/home-streams-graph-api';
import { homeTemplateOf } from '../state/home-template';
import { FeaturedStreamSection } from './featured-stream-section';
import { GraphStreamSection } from './graph-stream-section';
import { EngagementTiles } from './engagement-tiles';
import { HomeHeader } from './home-header';

/** The streams home reads through REST; the others come from the Graph endpoint. */
const FEATURED_STREAMS = ASSET_STREAM_CODES.filter((code) => !(code in GRAPH_STREAMS));

/** Home's REST read of a site's streams (also started ahead by app/prefetch-home.ts). */
export const featuredStreamsArgs = (indexId: number) => ({
  indexId,
  includeFeaturedContent: true,
  codes: FEATURED_STREAMS,
});

/** What the app adds to home from other features: the export button and the announcements. */
export interface HomeSlots {
  exportButton?: ReactNode;
  announcements?: ReactNode;
}

/**
 * A site's home (spec §2.1 /home, §2.3 Dashboard home, §2.6 header): the header, then the announcements, the
 * site's activity tiles and its streams: latest uploads and new cases through the Graph endpoint (calls doc §7), the
 * featured content, collections and groups through GET v2/assetStreams/{indexId} with includeFeaturedContent and
 * `codes` naming those three (so the server does not also build the latest uploads and new cases: 200 KB it would
 * send for nothing). The template (the `template` query value over the
 * site's pageTemplateCode) picks rows of large cards (default) or dense lists (compact); phones get one column.
 */
export function SiteHome({ title, slots }: { title: string; slots: HomeSlots }) {
  usePageTitle(title);
  const platform = usePlatform();
  const site = useStream(platform.site$);
  const [params] = useSearchParams();
  const phone = usePhone();
  const siteId = site?.site.deploymentIndexId ?? 0;
  const streams = useGetAssetStreamsQuery(featuredStreamsArgs(siteId), { skip: !siteId });
  const template = homeTemplateOf(params.get('template'), site?.site.pageTemplateCode);
  const compact = template === 'compact';

  return (
    <>
      <HomeHeader template={template} exportButton={slots.exportButton} />
      <div
        style={{
          display: 'grid',
          gap: compact ? 24 : 32,
          padding: phone ? '20px 16px' : '28px clamp(16px, 4vw, 48px)',
          maxWidth: 1600,
        }}
      >
        {slots.announcements}
        {siteId > 0 && <EngagementTiles siteId={siteId} />}
        {siteId > 0 &&
          (Object.keys(GRAPH_STREAMS) as GraphStreamCode[]).map((code) => (
            <GraphStreamSection key={code} code={code} siteId={siteId} compact={compact} />
          ))}
        {streams.error ? (
          <LoadFailure
            title="The featured content could not be loaded."
            reason={errorMessage(streams.error)}
            onRetry={() => void streams.refetch()}
          />
        ) : !streams.data ? (
          <Skeleton active paragraph={{ rows: 6 }} aria-busy="true" />
        ) : (
          streams.data.streams.map((stream) => (
            <FeaturedStreamSection key={stream.code} stream={stream} siteId={siteId} compact={compact} />
          ))
        )}
      </div>
    </>
  );
}
