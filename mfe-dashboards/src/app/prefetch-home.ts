import type { RemotePrefetch } from '@portal/remote-kit';
import { siteMetricsApi } from '../api/site-metrics-api';
import { announcementsApi } from '../features/announcements/api/announcements-api';
import { homeAnnouncementsArgs } from '../features/announcements/components/home-announcements';
import { assetStreamsApi } from '../features/home/api/asset-streams-api';
import { GRAPH_STREAMS, homeStreamsGraphApi, type GraphStreamCode } from '../features/home/api/home-streams-graph-api';
import { featuredStreamsArgs } from '../features/home/components/site-home';

/** The paths that show a site's home (the dashboard-home route, /home/:page? with no page or 'home'). */
const HOME_PATH = /^\/home(\/home)?\/?$/;

/**
 * Home's reads, started when the remote mounts on home, before its first render: the latest uploads and new cases
 * (Graph endpoint), the featured streams, the activity tiles and the announcements, with exactly the arguments
 * home's components ask with, so that their queries join these requests. Home is every user's first screen after
 * sign-in, and rendering it (header, hero, skeletons) takes a good part of the time the server needs to answer:
 * asking first lets the two overlap. Elsewhere, or before a site is chosen, nothing is started.
 */
export const prefetchHome: RemotePrefetch = (store, platform) => {
  const siteId = platform.site$.getValue()?.site.deploymentIndexId;
  if (!siteId || !HOME_PATH.test(platform.location$.getValue().pathname)) return () => undefined;
  const held = [
    ...(Object.keys(GRAPH_STREAMS) as GraphStreamCode[]).map((code) =>
      store.dispatch(homeStreamsGraphApi.endpoints.getGraphStreamPage.initiate({ code, indexId: siteId, after: null })),
    ),
    store.dispatch(siteMetricsApi.endpoints.getSiteMetrics.initiate({ indexId: siteId })),
    store.dispatch(announcementsApi.endpoints.getAnnouncements.initiate(homeAnnouncementsArgs(siteId))),
    store.dispatch(assetStreamsApi.endpoints.getAssetStreams.initiate(featuredStreamsArgs(siteId))),
  ];
  return () => held.forEach((request) => request.unsubscribe());
};
