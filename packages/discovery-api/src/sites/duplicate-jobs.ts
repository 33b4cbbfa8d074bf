import { randomUUID } from 'node:crypto';
import type { DeploymentJob } from '@portal/contracts';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentAuditContext, runWithAuditContext } from '../db/audit-context.js';
import { deploymentIndexes, deploymentJobs, type DeploymentIndex, type DeploymentJobRow } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { assertSiteNameFree, duplicateSite, DUPLICATE_STEPS } from './duplicate-site.js';
import { customizationsContainerOf } from './site-info.js';

/** How long a finished job stays readable. */
const KEPT_MS = 60 * 60 * 1000;

/** The job queue the copies run from (a job worker: this process, or `portal worker`). */
export const DUPLICATE_SITE_QUEUE = 'duplicate-site';

export interface DuplicateSiteJob {
  jobId: string;
}

/**
 * Duplicating a site as a long job (POST v2/deployments/duplicateIndex answers 202 at once; GET
 * v2/deployments/jobs/{jobId} tells its progress): the job is a row (deployment_jobs), so any API instance answers for
 * it, and the copy runs from the 'duplicate-site' queue on a job worker. The copy is one transaction
 * (duplicate-site.ts), so a failure leaves no half-copied site, and the theme's images copied for it are deleted again;
 * a worker that dies mid-copy leaves nothing either, and the job runs again once pg-boss expires it. The job runs in the
 * audit context of the call that started it, so its changes are logged as the caller's.
 */
export class DuplicateJobs {
  constructor(private readonly app: FastifyInstance) {}

  /** Checks the name (409 at once when taken), then queues the copy. */
  async start(source: DeploymentIndex, copyName: string, userId: number): Promise<DeploymentJob> {
    await assertSiteNameFree(this.app.db, source.deploymentId, copyName);
    await this.app.db
      .delete(deploymentJobs)
      .where(and(isNotNull(deploymentJobs.finished), lt(deploymentJobs.finished, new Date(Date.now() - KEPT_MS))));
    const [row] = await this.app.db
      .insert(deploymentJobs)
      .values({
        jobId: randomUUID(),
        kind: 'duplicateIndex',
        step: 'Starting',
        total: DUPLICATE_STEPS.length,
        userId,
        sourceIndexId: source.deploymentIndexId,
        copyName,
        auditContext: currentAuditContext() ?? null,
      })
      .returning();
    await this.app.jobs.send(DUPLICATE_SITE_QUEUE, { jobId: row!.jobId } satisfies DuplicateSiteJob, {
      retryLimit: 2,
      expireInSeconds: 600,
    });
    return view(row!);
  }

  /** The job, for the one who started it or a portal administrator; undefined otherwise (answered as unknown). */
  async get(jobId: string, user: { userId: number; isAdministrator: boolean }): Promise<DeploymentJob | undefined> {
    const [row] = await this.app.db.select().from(deploymentJobs).where(eq(deploymentJobs.jobId, jobId));
    if (!row || (row.userId !== user.userId && !user.isAdministrator)) return undefined;
    return view(row);
  }

  /** Runs a queued copy (the 'duplicate-site' worker). A job already finished is not run again. */
  async run(jobId: string): Promise<void> {
    const [row] = await this.app.db.select().from(deploymentJobs).where(eq(deploymentJobs.jobId, jobId));
    if (!row || row.state !== 'running') return;
    const [source] = await this.app.db
      .select()
      .from(deploymentIndexes)
      .where(eq(deploymentIndexes.deploymentIndexId, row.sourceIndexId));
    const work = () => this.copy(row, source);
    await (row.auditContext ? runWithAuditContext(row.auditContext, work) : work());
  }

  /** Sets what a running job says of itself (a late progress write never overwrites its end). */
  private async update(jobId: string, values: Partial<DeploymentJobRow>): Promise<void> {
    await this.app.db
      .update(deploymentJobs)
      .set(values)
      .where(and(eq(deploymentJobs.jobId, jobId), eq(deploymentJobs.state, 'running')));
  }

  private async copy(job: DeploymentJobRow, source: DeploymentIndex | undefined): Promise<void> {
    const copiedImages: { container: string; name: string }[] = [];
    try {
      if (!source) throw new Error('the site was deleted.');
      const copyName = job.copyName;
      const copy = await duplicateSite(this.app.db, source, copyName, {
        progress: (step) => {
          void this.update(job.jobId, { done: DUPLICATE_STEPS.indexOf(step), step }).catch(() => undefined);
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
      await this.update(job.jobId, {
        state: 'done',
        step: 'Done',
        done: DUPLICATE_STEPS.length,
        deploymentIndexId: copy.deploymentIndexId,
        finished: new Date(),
      });
    } catch (error) {
      for (const image of copiedImages)
        await this.app.blobs
          .getContainerClient(image.container)
          .deleteBlob(image.name)
          .catch(() => undefined);
      const message =
        error instanceof HttpError
          ? error.message
          : `Copying '${source?.name ?? job.copyName}' failed: ${(error as Error).message}`;
      this.app.log.error({ err: error, jobId: job.jobId }, 'Duplicating a site failed');
      await this.update(job.jobId, { state: 'failed', error: message, finished: new Date() });
    }
  }
}

function view(row: DeploymentJobRow): DeploymentJob {
  const { jobId, state, step, done, total, error, deploymentIndexId } = row;
  return {
    jobId,
    kind: 'duplicateIndex',
    state: state as DeploymentJob['state'],
    step,
    done,
    total,
    error,
    deploymentIndexId,
  };
}
