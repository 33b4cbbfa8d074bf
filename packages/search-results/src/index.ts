// The search results as the search remote shows them, for every screen that lists search hits (the search page,
// a collection's assets): the list in its three renderers and the parts a screen may need on its own.
export type { SearchHit, SearchResponse } from './search-hit';
export {
  SearchResultsList,
  type PrivateResultHandler,
  type ResultActions,
  type ResultSelection,
} from './search-results-list';
export {
  VISIBILITY_DETERMINED,
  VISIBILITY_ERROR,
  VISIBILITY_UNDETERMINED,
  withAccessVisibility,
  type AccessVisibility,
} from './access-visibility';
export {
  AccessTags,
  accessOf,
  contentPath,
  Label,
  publishedOf,
  ResultFacts,
  ResultHighlights,
  ResultMetrics,
  resultTitle,
  ResultThumbnail,
  Row,
} from './result-parts';
export { MarkedText, markedSegments } from './marked-text';
