/** The content page's tabs (spec §2.3: home 'Content Page', insights 'Content Insights', tags). */
export const CONTENT_TABS = [
  { page: 'home', title: 'Content Page', label: 'Overview' },
  { page: 'insights', title: 'Content Insights', label: 'Insights' },
  { page: 'tags', title: 'Content Tags', label: 'Tags' },
] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

/** A tab of a document's content page, under `/sites/{id}` when the page is. */
export const contentTabPath = (prefix: string, docId: string, page: ContentTab['page']) =>
  `${prefix}/content/${encodeURIComponent(docId)}/${page}`;
