import { randomUUID } from 'node:crypto';
import type { DeploymentJob } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { DeploymentIndex } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { assertSiteNameFree, duplicateSite, DUPLICATE_STEPS } from './duplicate-site.js';
import { customizationsContainerOf } from './site-info.js';

/** How long a finished job stays readable. */
const KEPT_MS = 60 * 60 * 1000;

interface Job extends DeploymentJob {
  /** Who started it: the only one (with the portal administrators) who reads it. */
  userId: number;
  finished?: number;
}

/**
 * Duplicating a site as a long job (POST v2/deployments/duplicateIndex answers 202 at once; GET
 * v2/deployments/jobs/{jobId} tells its progress): the copy is one transaction (duplicate-site.ts), so a failure
 * leaves no half-copied site, and the theme's images copied for it are deleted again. Jobs are kept in the API's
 * memory, like the sign-in throttle: a restart forgets them (a copy in flight is then rolled back by the database).
 * The job runs in the call's audit context, so its changes are logged as the caller's.
 */
export class DuplicateJobs {
  private jobs = new Map<string, Job>();

  constructor(private readonly app: FastifyInstance) {}

  /** Checks the name (409 at once when taken), then starts the copy. */
  async start(source: DeploymentIndex, copyName: string, userId: number): Promise<DeploymentJob> {
    await assertSiteNameFree(this.app.db, source.deploymentId, copyName);
    this.forgetOld();
    const job: Job = {
      jobId: randomUUID(),
      kind: 'duplicateIndex',
      state: 'running',
      step: 'Starting',
      done: 0,
      total: DUPLICATE_STEPS.length,
      error: null,
      deploymentIndexId: null,
      userId,
    };
    this.jobs.set(job.jobId, job);
    void this.run(job, source, copyName);
    return this.view(job);
  }

  /** The job, for the one who started it or a portal administrator; undefined otherwise (answered as unknown). */
  get(jobId: string, user: { userId: number; isAdministrator: boolean }): DeploymentJob | undefined {
    const job = this.jobs.get(jobId);
    if (!job || (job.userId !== user.userId && !user.isAdministrator)) return undefined;
    return this.view(job);
  }

  private async run(job: Job, source: DeploymentIndex, copyName: string): Promise<void> {
    const copiedImages: { container: string; name: string }[] = [];
    try {
      const copy = await duplicateSite(this.app.db, source, copyName, {
        progress: (step) => {
          job.done = DUPLICATE_STEPS.indexOf(step);
          job.step = step;
        },
        copyThemeImage: async (name, target) => {
          const from = this.app.blobs.getContainerClient(customizationsContainerOf(source)).getBlobClient(name);
          const container = this.app.blobs.getContainerClient(customizationsContainerOf(target));
          const extension = /\.[a-z0-9]+$/i.exec(name)?.[0] ?? '';
          const copyName = `themes/deploymentIndex/${target.deploymentIndexId}/${randomUUID()}${extension}`;
          const [properties, bytes] = await Promise.all([from.getProperties(), from.downloadToBuffer()]).catch(
            (error: { details?: { errorCode?: string }; statusCode?: number }) => {
              const reason = error.details?.errorCode ?? error.statusCode ?? 'unreadable';
              throw new Error(`the theme image '${name}' could not be copied (${reason}).`);
            },
          );
          await container.createIfNotExists();
          copiedImages.push({ container: container.containerName, name: copyName });
          await container
            .getBlockBlobClient(copyName)
            .uploadData(bytes, { blobHTTPHeaders: { blobContentType: properties.contentType } });
          return copyName;
        },
      });
      Object.assign(job, {
        state: 'done',
        step: 'Done',
        done: DUPLICATE_STEPS.length,
        deploymentIndexId: copy.deploymentIndexId,
      });
    } catch (error) {
      for (const image of copiedImages)
        await this.app.blobs
          .getContainerClient(image.container)
          .deleteBlob(image.name)
          .catch(() => undefined);
      const message =
        error instanceof HttpError ? error.message : `Copying '${source.name}' failed: ${(error as Error).message}`;
      this.app.log.error({ err: error, jobId: job.jobId }, 'Duplicating a site failed');
      Object.assign(job, { state: 'failed', error: message });
    } finally {
      job.finished = Date.now();
    }
  }

  private view({ userId: _userId, finished: _finished, ...job }: Job): DeploymentJob {
    return { ...job };
  }

  private forgetOld(): void {
    const now = Date.now();
    for (const [id, job] of this.jobs) if (job.finished && now - job.finished > KEPT_MS) this.jobs.delete(id);
  }
}
