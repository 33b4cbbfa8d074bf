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
} as const satisfies Record<string, string | undefined>;
export type DialogKey = keyof typeof DIALOG_SIZES;
