import { Type, type Static } from '@fastify/type-provider-typebox';
import type { DeploymentIndex as DeploymentIndexContract } from '@portal/contracts';
import type { BlobAccount } from '../blob/blob-account.js';
import type { DeploymentIndex } from '../db/schema/index.js';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

export const SiteTheme = Type.Object(
  {
    primary: Type.Optional(Type.String()),
    secondary: Type.Optional(Type.String()),
    accent: Type.Optional(Type.String()),
    error: Type.Optional(Type.String()),
    warning: Type.Optional(Type.String()),
    info: Type.Optional(Type.String()),
    success: Type.Optional(Type.String()),
    confidential: Type.Optional(Type.String()),
  },
  { title: 'SiteTheme', additionalProperties: false },
);

/** A site as the portal sees it; storage and AI keys are never part of it. */
export const DeploymentIndexInfo = Type.Object(
  {
    deploymentIndexId: Type.Integer(),
    deploymentId: Type.Integer(),
    name: Type.String(),
    containerName: Type.String(),
    containerUrl: Type.String({
      description:
        'The blob account URL browsers use (the blob service the server really uses, not the stored value): ' +
        'a file is at containerUrl/containerName/path?token.',
    }),
    previewContainerName: Type.String(),
    searchIndexName: Type.String(),
    isPreviewable: Type.Boolean(),
    theme: Type.Union([SiteTheme, Type.Null()]),
    welcomeMessage: Type.String(),
    metadataSetId: NullableInteger,
    pageTemplateCode: Type.String(),
    customizationsContainer: NullableString,
    chartTheme: NullableString,
    externalFormAddress: Type.Union([Type.String(), Type.Null()], {
      description:
        "When set, the site's forms (request access, feedback, …) are collected there instead of by the API.",
    }),
    isCurrent: Type.Boolean({ description: "Whether this is the signed-in user's current site." }),
  },
  { title: 'DeploymentIndex' },
);

export type DeploymentIndexInfo = Static<typeof DeploymentIndexInfo>;

// Every answer must be a DeploymentIndex of @portal/contracts (which adds optional fields the API leaves out).
const fitsContract = (info: DeploymentIndexInfo): DeploymentIndexContract => info;
void fitsContract;

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
