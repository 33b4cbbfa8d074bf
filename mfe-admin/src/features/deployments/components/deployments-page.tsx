import { useState } from 'react';
import { Card, Empty, Modal, Skeleton, Tag, Typography } from 'antd';
import { errorMessage, useGetDeploymentsQuery, useSetDefaultIndexMutation } from '@portal/api-client';
import type { DeploymentIndex, DeploymentJob } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import { LoadFailure, TitledPage } from '@portal/ui';
import { useGenerateAssetMetadataSetsMutation } from '../api/deployment-jobs-api';
import { currentSitePlace } from '../state/current-site';
import { jobFailure } from '../state/duplication';
import { DuplicateSiteDialog } from './duplicate-site-dialog';
import { DuplicationProgress, type StartedDuplication } from './duplication-progress';
import { SiteEditor } from './site-editor';
import { SiteRow, type SiteAction } from './site-row';

/**
 * Deployments and sites (spec §3 Deployment and Deployment index; calls doc §7 "Deployments and indexes"), for portal
 * administrators: every deployment with its sites (GET v2/deployments), the current one marked by the spec §4 rule,
 * and per site: edit beside the tree, make it the user's default, duplicate it (a job followed to its end), and
 * generate its metadata sets. Failures of duplicate and generate are error notifications with the server's text
 * (spec §8).
 */
export function DeploymentsPage() {
  const platform = usePlatform();
  const chosen = useStream(platform.site$)?.site.deploymentIndexId ?? null;
  const deployments = useGetDeploymentsQuery();
  const [setDefault] = useSetDefaultIndexMutation();
  const [generate] = useGenerateAssetMetadataSetsMutation();
  const [busy, setBusy] = useState<{ siteId: number; action: SiteAction } | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [copying, setCopying] = useState<DeploymentIndex | null>(null);
  const [running, setRunning] = useState<StartedDuplication | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const refetch = deployments.refetch;

  const finished = (job: DeploymentJob) => {
    if (job.state === 'done') {
      platform.notify(`“${running?.copyName ?? 'The copy'}” is ready.`, 'success');
      setHighlighted(job.deploymentIndexId);
      void refetch();
    } else platform.notify(jobFailure(job), 'error');
    setRunning(null);
  };

  const act = async (site: DeploymentIndex, action: SiteAction) => {
    if (action === 'edit') return setEditing(site.deploymentIndexId);
    if (action === 'duplicate') return setCopying(site);
    if (action === 'generate') {
      Modal.confirm({
        title: `Generate metadata sets for ${site.name}?`,
        content: "The site's master metadata set is built again from its fields.",
        okText: 'Generate',
        onOk: () => runGenerate(site),
      });
      return;
    }
    setBusy({ siteId: site.deploymentIndexId, action });
    try {
      await setDefault(site.deploymentIndexId).unwrap();
      platform.notify(`${site.name} is now your default site.`, 'success');
    } catch (error) {
      platform.notify(errorMessage(error, 'The default site could not be saved.'), 'error');
    } finally {
      setBusy(null);
    }
  };

  const runGenerate = async (site: DeploymentIndex) => {
    setBusy({ siteId: site.deploymentIndexId, action: 'generate' });
    try {
      const set = await generate({ IndexId: site.deploymentIndexId }).unwrap();
      platform.notify(
        `Metadata sets generated for ${site.name}: “${set.name}” with ${set.fields.length} field${
          set.fields.length === 1 ? '' : 's'
        }.`,
        'success',
      );
    } catch (error) {
      platform.notify(errorMessage(error, 'The metadata sets could not be generated.'), 'error');
    } finally {
      setBusy(null);
    }
  };

  const place = deployments.data ? currentSitePlace(deployments.data, chosen) : null;
  return (
    <TitledPage title="Deployments and sites">
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        Each deployment holds sites, each with its own storage, search index, theme and welcome message. The current
        site is the one you are working in.
      </Typography.Paragraph>
      {running && <DuplicationProgress started={running} onFinished={finished} />}
      {deployments.error ? (
        <LoadFailure
          title="The deployments could not be loaded."
          reason={errorMessage(deployments.error)}
          onRetry={() => void refetch()}
        />
      ) : !deployments.data ? (
        <Skeleton active aria-busy="true" />
      ) : deployments.data.length === 0 ? (
        <Empty description="There are no deployments yet." />
      ) : (
        <div style={{ display: 'grid', gap: 16, maxWidth: 1080 }}>
          {deployments.data.map((deployment) => {
            const titleId = `deployment-${deployment.deploymentId}-title`;
            return (
              <Card
                key={deployment.deploymentId}
                role="region"
                aria-labelledby={titleId}
                styles={{ body: { padding: 0 } }}
                title={
                  <span id={titleId}>
                    {deployment.name}
                    {place?.deploymentId === deployment.deploymentId && (
                      <Tag color="blue" style={{ marginLeft: 8 }}>
                        Current deployment
                      </Tag>
                    )}
                  </span>
                }
              >
                {deployment.deploymentIndexes.length === 0 ? (
                  <Typography.Paragraph type="secondary" style={{ margin: 16 }}>
                    This deployment has no sites.
                  </Typography.Paragraph>
                ) : (
                  <ul aria-label={`Sites of ${deployment.name}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    {deployment.deploymentIndexes.map((site) => (
                      <SiteRow
                        key={site.deploymentIndexId}
                        site={site}
                        current={place?.deploymentIndexId === site.deploymentIndexId}
                        highlighted={highlighted === site.deploymentIndexId}
                        busy={busy?.siteId === site.deploymentIndexId ? busy.action : null}
                        duplicating={running !== null}
                        onAction={(action) => void act(site, action)}
                      />
                    ))}
                  </ul>
                )}
              </Card>
            );
          })}
        </div>
      )}
      {copying && (
        <DuplicateSiteDialog
          site={copying}
          onClose={() => setCopying(null)}
          onStarted={(started) => {
            setCopying(null);
            setHighlighted(null);
            setRunning(started);
          }}
        />
      )}
      {editing !== null && <SiteEditor siteId={editing} onClose={() => setEditing(null)} />}
    </TitledPage>
  );
}
