import type { CustomizationSet } from './customization.js';
import type { ThemeColors } from './theme.js';

export interface Deployment {
  deploymentId: number;
  name: string;
  isCurrent: boolean;
  metadataSetId: number | null;
  primaryColor: string | null;
  deploymentIndexes: DeploymentIndex[];
}

/** A site: a deployment index inside a deployment (spec §1, §3). */
export interface DeploymentIndex {
  deploymentIndexId: number;
  deploymentId: number;
  name: string;
  containerName: string;
  containerUrl: string;
  /** Storage access token and its expiry; the full file URL is containerUrl/containerName/path?token. */
  storageAccessToken?: { token: string; expiresOn: string } | null;
  previewContainerName: string;
  searchIndexName: string;
  isPreviewable: boolean;
  theme: Partial<ThemeColors> | null;
  /** Defaults to a welcome to the index name. */
  welcomeMessage: string;
  metadataSetId: number | null;
  /** Defaults to "default". */
  pageTemplateCode: string;
  customizationsContainer: string | null;
  customizationSettings?: CustomizationSet | null;
  chartTheme: string | null;
  /** When set, the site's forms (request access, feedback, …) are collected there instead of by the API. */
  externalFormAddress: string | null;
  template?: string | null;
  userId?: number | null;
  isCurrent: boolean;
}

/** Setting codes that style charts (spec §3). */
export const CHART_SETTING_CODES = [
  'chartColors',
  '--chartPrimaryColor',
  '--chart-background',
  '--chart-guide-color',
  '--chart-text-font',
] as const;

export interface SystemMessage {
  topic: string;
  message: string;
  buttonLabel: string | null;
  buttonLink: string | null;
  icon: string | null;
}

/** GET /api/maintenanceWindow (no sign-in needed); 204 when none is scheduled. */
export interface MaintenanceWindow {
  start: string;
  end: string;
  message: string | null;
}
