import type { VideoInsightsResponse } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Asset, DeploymentIndex } from '../db/schema/index.js';
import { localVideoInsights, type LocalVideoOptions } from './local-provider.js';
import { videoIndexerIdOf, videoIndexerInsights } from './video-indexer-provider.js';

/**
 * The video insights of a video asset (the caller has checked that the user may open it and that it is a video):
 * from Azure Video Indexer when it is configured (app.config.videoIndexer) and the asset names its video there
 * (videoIndexerIdOf), otherwise from the local provider (local-provider.ts).
 */
export async function videoInsightsOf(
  app: FastifyInstance,
  site: DeploymentIndex,
  asset: Asset,
  options: LocalVideoOptions = {},
): Promise<VideoInsightsResponse> {
  const config = app.config.videoIndexer;
  const videoId = videoIndexerIdOf(asset);
  if (config && videoId) return videoIndexerInsights(config, videoId);
  return localVideoInsights(app.blobs.getContainerClient(site.containerName), asset, options);
}
