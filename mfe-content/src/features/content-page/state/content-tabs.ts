/**
 * The content page's tabs (spec §2.3: home 'Content Page', insights 'Content Insights', tags) and, for those who may
 * edit the asset only (`editorsOnly`: the server answers only them), its history from the audit log.
 */
export const CONTENT_TABS = [
  { page: 'home', title: 'Content Page', label: 'Overview', editorsOnly: false },
  { page: 'insights', title: 'Content Insights', label: 'Insights', editorsOnly: false },
  { page: 'tags', title: 'Content Tags', label: 'Tags', editorsOnly: false },
  { page: 'history', title: 'Content History', label: 'History', editorsOnly: true },
] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

/** A tab of a document's content page, under `/sites/{id}` when the page is. */
export const contentTabPath = (prefix: string, docId: string, page: ContentTab['page']) =>
  `${prefix}/content/${encodeURIComponent(docId)}/${page}`;
