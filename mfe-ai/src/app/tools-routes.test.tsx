import { itShowsRouteTitles, type RouteTitle } from '@portal/test-utils';
import { ToolsRoutes } from './tools-routes';

/** Path → the spec's page title (and where a redirect lands). */
const ROUTES: RouteTitle[] = [
  ['/tools', 'Tools'],
  ['/tools/response-generator', 'Response Generator'],
  ['/tools/response-generator/new', 'New Response'],
  ['/tools/response-builder', 'Response Builder'],
  ['/tools/response-complete', 'Response Complete'],
];

describe('ToolsRoutes', () => itShowsRouteTitles(ToolsRoutes, ROUTES));
