import type { RemoteName } from './remote-contract.js';

/** Events that cross remotes over the shared bus: a discriminated union on `type`. */
export type PortalEvent =
  | { type: 'panel/open'; key: PanelKey; props?: Record<string, unknown> }
  | { type: 'panel/close' }
  | { type: 'dialog/open'; key: DialogKey; props?: Record<string, unknown> }
  | { type: 'dialog/close' }
  | { type: 'notify'; message: string; level: 'success' | 'info' | 'warning' | 'error' }
  | { type: 'busy/on'; message?: string }
  | { type: 'busy/off' }
  | { type: 'busy/error'; message: string }
  | { type: 'busy/reset' }
  | { type: 'site/changed'; deploymentIndexId: number }
  /** The site's page customizations or theme were saved: the shell loads them again and every screen follows. */
  | { type: 'site/customized'; deploymentIndexId: number }
  | { type: 'search/submitted'; q: string; semantic: boolean }
  | { type: 'asset/uploaded'; docIds: string[] }
  | { type: 'asset/updated'; docId: string }
  | { type: 'collection/changed'; collectionId: number }
  | { type: 'group/changed'; groupId: number }
  | { type: 'remote/failed'; remote: string; message: string };

export type PortalEventType = PortalEvent['type'];
export type PortalEventOf<T extends PortalEventType> = Extract<PortalEvent, { type: T }>;

/** Right-hand panels by key (spec §2.6). */
export type PanelKey =
  | 'share'
  | 'directAccessUsers'
  | 'userGroupAccess'
  | 'exportForAgents'
  | 'editCollectionDetails'
  | 'group'
  | 'uploader'
  | 'addToCollections'
  | 'editMetadata'
  | 'notifications'
  | 'collectionMembers'
  | 'groupMembers'
  | 'assetTags'
  | 'assetInsightCharts'
  | 'pageCustomizations'
  | 'assignToUsers'
  | 'assignToUserGroups'
  | 'replaceFile'
  | 'fileDetails'
  | 'assetImagery'
  | 'preferences'
  | 'gptConfiguration'
  | 'askBot'
  | 'askBotRag'
  | 'aiTool'
  | 'automatedInsights'
  | 'awardDetails'
  | 'collectionGroupShare';

/**
 * Who renders each right-hand panel: the shell itself, or a remote through its `./panels` module
 * (see `RemotePanels` in remote-contract.ts). The shell's panel host shows a plain notice when the
 * owning remote does not (yet) provide the panel.
 */
export const PANEL_OWNERS = {
  /**
   * Sharing a collection or group ({ indexId, type, id }) or an asset ({ type: 'asset', assetId, docId, indexId,
   * title }): one panel, in the collections remote.
   */
  share: 'mfe_collections',
  directAccessUsers: 'mfe_collections',
  userGroupAccess: 'mfe_collections',
  exportForAgents: 'mfe_collections',
  editCollectionDetails: 'mfe_collections',
  group: 'mfe_collections',
  uploader: 'mfe_uploader',
  addToCollections: 'mfe_uploader',
  editMetadata: 'mfe_uploader',
  notifications: 'shell',
  collectionMembers: 'mfe_collections',
  groupMembers: 'mfe_collections',
  assetTags: 'mfe_content',
  assetInsightCharts: 'mfe_content',
  /**
   * A collection's or group's page customizations ({ indexId, type, id }); the site's page customizations (admin
   * issue) will be added to this panel through its `type` prop.
   */
  pageCustomizations: 'mfe_collections',
  assignToUsers: 'mfe_content',
  assignToUserGroups: 'mfe_content',
  replaceFile: 'mfe_uploader',
  fileDetails: 'mfe_uploader',
  assetImagery: 'mfe_uploader',
  preferences: 'shell',
  gptConfiguration: 'mfe_ai',
  askBot: 'mfe_ai',
  askBotRag: 'mfe_ai',
  aiTool: 'mfe_ai',
  automatedInsights: 'mfe_ai',
  awardDetails: 'mfe_dashboards',
  collectionGroupShare: 'mfe_collections',
} as const satisfies Record<PanelKey, RemoteName | 'shell'>;

/** Who renders each dialog (same rule as PANEL_OWNERS). */
export const DIALOG_OWNERS = {
  addCollectionsToGroup: 'mfe_collections',
  associateCollectionToGroups: 'mfe_collections',
  preview: 'mfe_content',
  insight: 'mfe_content',
  videoIndexerInsight: 'mfe_content',
  editDocument: 'mfe_content',
  editAssetPreview: 'mfe_content',
  deleteDocument: 'mfe_content',
  deleteCollection: 'mfe_collections',
  privateAsset: 'mfe_content',
  mySites: 'shell',
  deleteGroup: 'mfe_collections',
  reportAnIssue: 'shell',
  requestAccess: 'shell',
  powerBiEmbedError: 'mfe_dashboards',
  gptConfiguration: 'mfe_ai',
  // Forms without a size in the spec open in the dialog container at the form width (forms issue).
  feedback: 'shell',
  supportTicket: 'shell',
  dashboardAccessRequest: 'shell',
  suggestATag: 'shell',
  newContentRequest: 'shell',
} as const satisfies Record<DialogKey, RemoteName | 'shell'>;

/** Dialogs by key with their sizes (spec §2.6). */
export const DIALOG_SIZES = {
  addCollectionsToGroup: undefined,
  associateCollectionToGroups: undefined,
  preview: '95%',
  insight: '90vw',
  videoIndexerInsight: '90vw',
  editDocument: undefined,
  editAssetPreview: undefined,
  deleteDocument: '40%',
  deleteCollection: '40%',
  privateAsset: '40%',
  mySites: '450px',
  deleteGroup: '450px',
  reportAnIssue: '40%',
  requestAccess: '700px',
  powerBiEmbedError: '700px',
  gptConfiguration: '700px',
  // The other forms of spec §2.6 "Forms titles"; the spec gives no size, they take the request-access width.
  feedback: '700px',
  supportTicket: '700px',
  dashboardAccessRequest: '700px',
  suggestATag: '700px',
  newContentRequest: '700px',
} as const satisfies Record<string, string | undefined>;
export type DialogKey = keyof typeof DIALOG_SIZES;
