import { portalApi } from '@portal/api-client';
import type { DeploymentJob, DuplicateIndexRequest, GeneratedMetadataSet } from '@portal/contracts';

/** How often a running duplication is asked about (GET v2/deployments/jobs/{jobId}). */
export const JOB_POLL_MS = 500;

/**
 * The long actions of the deployments page (calls doc §7 "Deployments and indexes"): duplicating a site starts a job
 * (POST v2/deployments/duplicateIndex answers 202 with it) followed by GET v2/deployments/jobs/{jobId}; generating a
 * site's metadata sets answers at once (201). The sites themselves come from the shared `getDeployments`.
 */
export const deploymentJobsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    duplicateIndex: build.mutation<DeploymentJob, DuplicateIndexRequest>({
      query: (body) => ({ url: 'v2/deployments/duplicateIndex', method: 'POST', body }),
    }),
    getDeploymentJob: build.query<DeploymentJob, string>({
      query: (jobId) => `v2/deployments/jobs/${encodeURIComponent(jobId)}`,
      // Each answer is a new moment of the job: never served from an older cache entry.
      keepUnusedDataFor: 0,
    }),
    generateAssetMetadataSets: build.mutation<GeneratedMetadataSet, { IndexId: number }>({
      query: (body) => ({ url: 'v2/deployments/generateAssetMetadataSets', method: 'POST', body }),
    }),
  }),
});

export const { useDuplicateIndexMutation, useGetDeploymentJobQuery, useGenerateAssetMetadataSetsMutation } =
  deploymentJobsApi;
