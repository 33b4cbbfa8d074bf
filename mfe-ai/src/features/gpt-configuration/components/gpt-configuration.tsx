import { Alert, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import { isAllowed } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import { LoadFailure } from '@portal/ui';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { useGetAiConfigurationQuery } from '../api/ai-configuration-api';
import { DeploymentForm } from './deployment-form';

/** What each deployment type serves, said under its name. */
const TYPE_USES: Record<string, string> = {
  openai: 'The assistant and the AI tools.',
  rag: 'The retrieval assistant.',
};

function SiteConfiguration({ siteId, siteName }: { siteId: number; siteName: string }) {
  const configuration = useGetAiConfigurationQuery(siteId);
  if (configuration.error)
    return (
      <LoadFailure
        title="The GPT configuration could not be loaded."
        reason={errorMessage(configuration.error)}
        onRetry={() => void configuration.refetch()}
      />
    );
  if (!configuration.data) return <Typography.Text aria-busy="true">Loading the GPT configuration…</Typography.Text>;
  const { types, deployments, canMarkInternalNetwork } = configuration.data;
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <Typography.Text>The AI deployments of {siteName}.</Typography.Text>
      {types.map((type) => {
        const settings = deployments.find((deployment) => deployment.aiDeploymentType === type.code);
        return (
          <section key={type.code} aria-labelledby={`gpt-${type.code}-title`} style={{ display: 'grid', gap: 8 }}>
            <div>
              <Typography.Title level={3} id={`gpt-${type.code}-title`} style={{ margin: 0, fontSize: 16 }}>
                {type.name}
              </Typography.Title>
              {TYPE_USES[type.code] && <Typography.Text type="secondary">{TYPE_USES[type.code]}</Typography.Text>}
            </div>
            {/* Read again after a save: the form starts again from what is stored, its key fields empty. */}
            <DeploymentForm
              key={JSON.stringify(settings ?? null)}
              siteId={siteId}
              type={type}
              settings={settings}
              canMarkInternalNetwork={canMarkInternalNetwork}
            />
          </section>
        );
      })}
    </div>
  );
}

/**
 * GPT configuration (the gptConfiguration panel and its 700px dialog): the current site's AI deployments per type,
 * for its administrators (editDeploymentIndex).
 */
export function GptConfiguration(_props: OverlayComponentProps) {
  const platform = usePlatform();
  const site = useStream(platform.site$);
  const permissions = useStream(platform.permissions$);
  if (!site) return <Alert type="info" showIcon title="Choose a site to configure its AI deployments." />;
  if (!isAllowed(permissions, 'editDeploymentIndex'))
    return <Alert type="info" showIcon title="Only the site's administrators configure its AI deployments." />;
  return (
    <SiteConfiguration
      key={site.site.deploymentIndexId}
      siteId={site.site.deploymentIndexId}
      siteName={site.site.name}
    />
  );
}
