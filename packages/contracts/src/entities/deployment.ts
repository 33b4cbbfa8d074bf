import { Type, type Static } from 'typebox';
import { NullableInteger, NullableString } from '../api/schema-kit.js';

/** A site's colours (the ThemeColors of spec §3 that the site sets; any may be missing). */
const SiteTheme = Type.Object(
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
type SiteTheme = Static<typeof SiteTheme>;

/**
 * A site: a deployment index inside a deployment (spec §1, §3), as the portal sees it. Storage and AI
 * keys are never part of it: the spec's storageAccessToken is not sent, a browser asks for a
 * short-lived token per file (GET v2/deploymentIndexes/{id}/getSasToken); customization settings come
 * from GET v2/deploymentIndexes/{id}/customization.
 * The spec's userId and template are not fields either: a site is shared by its users, and whether it is the signed-in
 * user's current one is isCurrent; its template is the one pageTemplateCode names (the home page's layout).
 */
export const DeploymentIndex = Type.Object(
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
    welcomeMessage: Type.String({ description: 'Defaults to a welcome to the site name.' }),
    metadataSetId: NullableInteger,
    pageTemplateCode: Type.String({ description: 'Defaults to "default".' }),
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
export type DeploymentIndex = Static<typeof DeploymentIndex>;

/** GET v2/deployments entry: a deployment with the sites of it the signed-in user can use. */
export const Deployment = Type.Object(
  {
    deploymentId: Type.Integer(),
    name: Type.String(),
    isCurrent: Type.Boolean({ description: "Whether it holds the signed-in user's current site." }),
    metadataSetId: NullableInteger,
    primaryColor: NullableString,
    deploymentIndexes: Type.Array(DeploymentIndex),
  },
  { title: 'Deployment' },
);
export type Deployment = Static<typeof Deployment>;
