import { itShowsRouteTitles, type RouteTitle } from '@portal/test-utils';
import { ContentRoutes } from './content-routes';

/** Path → the spec's page title (and where a redirect lands). */
const ROUTES: RouteTitle[] = [
  ['/content', 'Content Analyzer'],
  ['/content/doc-1', 'Content Page'],
  ['/content/doc-1/home', 'Content Page'],
  ['/sites/2/content/doc-1/insights', 'Content Insights'],
  ['/sites/2/content/doc-1/tags', 'Content Tags'],
  ['/sites/2/asset/embed', 'Asset Embedding'],
  ['/video', 'Video'],
];

describe('ContentRoutes', () => itShowsRouteTitles(ContentRoutes, ROUTES));
