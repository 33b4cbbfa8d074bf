export {
  createTestPlatform,
  createMemoryNavigation,
  testSite,
  testSiteContext,
  testUser,
  TEST_API_BASE,
} from './test-platform';
export { renderWithPlatform, type RenderOptions } from './render-with-platform';
export { createMswServer } from './msw-server';
export { itShowsRouteTitles, type RouteTitle } from './route-titles';
export { desktopWidth } from './desktop-width';
export { anAuditEntry } from './audit-entries';
