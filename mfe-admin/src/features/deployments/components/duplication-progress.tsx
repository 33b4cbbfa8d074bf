import { useEffect, useRef } from 'react';
import { Card, Progress, Typography } from 'antd';
import type { DeploymentJob } from '@portal/contracts';
import { JOB_POLL_MS, useGetDeploymentJobQuery } from '../api/deployment-jobs-api';
import { jobFinished, jobView } from '../state/duplication';

/** A duplication the page started: the job as POST v2/deployments/duplicateIndex answered, and what is copied. */
export interface StartedDuplication {
  job: DeploymentJob;
  sourceName: string;
  copyName: string;
}

/**
 * A running duplication: asks the server for the job every half second (GET v2/deployments/jobs/{jobId}) and shows
 * its progress with the step it is on; tells its outcome once, when the job has stopped.
 */
export function DuplicationProgress({
  started,
  onFinished,
}: {
  started: StartedDuplication;
  onFinished: (job: DeploymentJob) => void;
}) {
  const polled = useGetDeploymentJobQuery(started.job.jobId, {
    pollingInterval: JOB_POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const job = polled.data ?? started.job;
  const told = useRef(false);
  useEffect(() => {
    if (told.current || !jobFinished(job)) return;
    told.current = true;
    onFinished(job);
  }, [job, onFinished]);

  const view = jobView(job);
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <div role="status" aria-live="polite">
        <Typography.Text strong>
          Duplicating {started.sourceName} as “{started.copyName}”
        </Typography.Text>
        <Progress
          percent={view.percent}
          status={view.status}
          aria-label={`Duplication of ${started.sourceName}`}
          style={{ margin: '8px 0 0' }}
        />
        <Typography.Text type="secondary">{view.step}</Typography.Text>
      </div>
    </Card>
  );
}
