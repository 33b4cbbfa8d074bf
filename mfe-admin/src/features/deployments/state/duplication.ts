import type { DeploymentJob } from '@portal/contracts';

/** The longest copy name the server takes (DuplicateIndexRequest.CopyName). */
export const COPY_NAME_MAX = 200;

/** The name a copy is offered first. */
export const suggestedCopyName = (siteName: string) => `Copy of ${siteName}`.slice(0, COPY_NAME_MAX);

/** Why a copy name cannot be sent, or null. Uniqueness in the deployment is the server's to judge (409). */
export function copyNameProblem(name: string): string | null {
  if (name.trim() === '') return 'Give the copy a name.';
  if (name.trim().length > COPY_NAME_MAX) return `The name can have at most ${COPY_NAME_MAX} characters.`;
  return null;
}

/** How a duplication job is shown: the bar's percent and state, and the step the server reports. */
export interface JobView {
  percent: number;
  status: 'active' | 'success' | 'exception';
  step: string;
}

export function jobView(job: DeploymentJob): JobView {
  const share = job.total > 0 ? Math.min(1, Math.max(0, job.done / job.total)) : 0;
  return {
    percent: job.state === 'done' ? 100 : Math.floor(share * 100),
    status: job.state === 'done' ? 'success' : job.state === 'failed' ? 'exception' : 'active',
    step: job.step,
  };
}

/** Whether the job has stopped (so polling stops and its outcome is told once). */
export const jobFinished = (job: DeploymentJob) => job.state !== 'running';

/** The message a failed job is told with: the server's error text, else a plain one. */
export const jobFailure = (job: DeploymentJob) => job.error?.trim() || 'The site could not be duplicated.';
