/**
 * A call's path with its parameters filled in with values that name things that exist on the demo server (the site
 * `siteId` for every id), so that what a test sends reaches the call's own work: the sign-in check of every call, the
 * event-loop stall test's largest inputs.
 */
export function withExistingPathParameters(path: string, siteId: number): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(EXISTING[name] ?? String(siteId)));
}

const EXISTING: Record<string, string> = {
  type: 'deploymentIndexes',
  formKind: 'feedback',
  image: 'hero',
  pageCode: 'home',
  propertyCode: 'heroTitle',
  actionFlags: '1023',
  reportName: 'searches',
  entityType: 'assets',
  name: 'engagement',
  text: 'b c f g h j k l n p q r v w x z',
};
