import type { DeploymentIndex as DeploymentIndexInfo } from '@portal/contracts';
import type { BlobAccount } from '../blob/blob-account.js';
import type { DeploymentIndex } from '../db/schema/index.js';

/** Where a site keeps its customization files (theme images, …). */
export const customizationsContainerOf = (
  site: Pick<DeploymentIndex, 'deploymentIndexId' | 'customizationsContainer'>,
) => site.customizationsContainer ?? `site-${site.deploymentIndexId}-customizations`;

export const defaultWelcomeMessage = (siteName: string) => `Welcome to ${siteName}`;

/** `account` is `app.blobAccount`: the stored container_url is a placeholder, the storage in use decides. */
export function toDeploymentIndexInfo(
  site: DeploymentIndex,
  isCurrent: boolean,
  account: BlobAccount,
): DeploymentIndexInfo {
  return {
    deploymentIndexId: site.deploymentIndexId,
    deploymentId: site.deploymentId,
    name: site.name,
    containerName: site.containerName,
    containerUrl: account.publicUrl,
    previewContainerName: site.previewContainerName,
    searchIndexName: site.searchIndexName,
    isPreviewable: site.isPreviewable,
    theme: site.theme ?? null,
    welcomeMessage: site.welcomeMessage?.trim() ? site.welcomeMessage : defaultWelcomeMessage(site.name),
    metadataSetId: site.metadataSetId,
    pageTemplateCode: site.pageTemplateCode,
    customizationsContainer: site.customizationsContainer,
    chartTheme: site.chartTheme,
    externalFormAddress: site.externalFormAddress,
    isCurrent,
  };
}
