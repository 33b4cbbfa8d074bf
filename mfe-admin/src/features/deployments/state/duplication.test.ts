import type { DeploymentJob } from '@portal/contracts';
import { copyNameProblem, jobFailure, jobFinished, jobView, suggestedCopyName } from './duplication';

const job = (extra: Partial<DeploymentJob>): DeploymentJob => ({
  jobId: 'j1',
  kind: 'duplicateIndex',
  state: 'running',
  step: 'Copying the menu',
  done: 2,
  total: 8,
  error: null,
  deploymentIndexId: null,
  ...extra,
});

describe('duplicating a site', () => {
  it('offers "Copy of" the site, and refuses a blank or too long name', () => {
    expect(suggestedCopyName('Nordic Insights')).toBe('Copy of Nordic Insights');
    expect(copyNameProblem('  ')).toBe('Give the copy a name.');
    expect(copyNameProblem('x'.repeat(201))).toBe('The name can have at most 200 characters.');
    expect(copyNameProblem('Nordic 2')).toBeNull();
  });

  it('shows a running job as its share of steps done, with the step the server reports', () => {
    expect(jobView(job({}))).toEqual({ percent: 25, status: 'active', step: 'Copying the menu' });
    expect(jobView(job({ done: 0, total: 0 })).percent).toBe(0);
    expect(jobView(job({ done: 9, total: 8 })).percent).toBe(100);
  });

  it('shows a finished job full, and a failed one as failed where it stopped', () => {
    expect(jobView(job({ state: 'done', done: 7 }))).toMatchObject({ percent: 100, status: 'success' });
    expect(jobView(job({ state: 'failed' }))).toMatchObject({ percent: 25, status: 'exception' });
    expect(jobFinished(job({}))).toBe(false);
    expect(jobFinished(job({ state: 'failed' }))).toBe(true);
  });

  it("tells a failure with the server's error text, or a plain message without one", () => {
    expect(jobFailure(job({ state: 'failed', error: 'The search index could not be copied.' }))).toBe(
      'The search index could not be copied.',
    );
    expect(jobFailure(job({ state: 'failed', error: null }))).toBe('The site could not be duplicated.');
  });
});
