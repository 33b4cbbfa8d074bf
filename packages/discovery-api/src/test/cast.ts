/**
 * The one cast of the server's tests: the demo accounts (identity/demo-accounts.ts), each named by what they are.
 * Most tests run on Northwind Discovery (HOME_SITE): a name without a site says what the person is there; a name with
 * a site (MERIDIAN_, AWARDS_, CREATIVE_) says what they are on that other site, and they use no other. A test uses
 * these names, never an email of its own, so that one name always means one person.
 */

/** The site most tests run on. */
export const HOME_SITE = 'Northwind Discovery';

/** Site administrator of Northwind Discovery (and of Northwind Awards): every permission there. */
export const SITE_ADMIN = 'ava.morgan@demo.portal';
/** Content uploader of Northwind Discovery: uploads, and edits and shares their own uploads. */
export const UPLOADER = 'liam.chen@demo.portal';
/** Site member of Northwind Discovery: uses the site, no permission. */
export const SITE_VIEWER = 'sofia.rossi@demo.portal';
/** Another site member of Northwind Discovery; also the analyst of Meridian Insights (MERIDIAN_ANALYST). */
export const SECOND_VIEWER = 'lucas.silva@demo.portal';
/** AI user of Northwind Discovery: a user of the site with the AI permissions and no content rights. */
export const AI_USER = 'mia.johansson@demo.portal';
/** Portal administrator: every permission on every site. */
export const PORTAL_ADMIN = 'noah.patel@demo.portal';
/** Signs in, but uses no site. */
export const NO_SITE_USER = 'ethan.brooks@demo.portal';

/** Site editor of Meridian Insights (editDeploymentIndex, exportReports), and of no other site. */
export const MERIDIAN_EDITOR = 'emma.dubois@demo.portal';
/** Analyst of Meridian Insights (analyzeInsights): the same person as SECOND_VIEWER. */
export const MERIDIAN_ANALYST = SECOND_VIEWER;
/** Site member of Meridian Insights (and uploader of Meridian Creative). */
export const MERIDIAN_VIEWER = 'isabella.garcia@demo.portal';
/** Site member of Northwind Awards only. */
export const AWARDS_VIEWER = 'oliver.kim@demo.portal';
/** Site editor and AI user of Northwind Awards only. */
export const AWARDS_EDITOR = 'james.okafor@demo.portal';
/** Site administrator of Meridian Creative only. */
export const CREATIVE_ADMIN = 'chloe.martin@demo.portal';

/**
 * The members of the collections and groups the tests make on HOME_SITE: who owns, edits and views them, and a user
 * of the site who is none of these.
 */
export const ENTITY_OWNER = UPLOADER;
export const ENTITY_EDITOR = SITE_VIEWER;
export const ENTITY_VIEWER = SECOND_VIEWER;
export const NON_MEMBER = AI_USER;

/** Everyone above, for the tests that sign the whole cast in first. */
export const WHOLE_CAST = [
  SITE_ADMIN,
  UPLOADER,
  SITE_VIEWER,
  SECOND_VIEWER,
  AI_USER,
  PORTAL_ADMIN,
  NO_SITE_USER,
  MERIDIAN_EDITOR,
  MERIDIAN_VIEWER,
  AWARDS_VIEWER,
  AWARDS_EDITOR,
  CREATIVE_ADMIN,
] as const;

/** The private assets' readers the tests give access to: a member assigned to them, and a member of a user group given them. */
export const ASSIGNED_MEMBER = SECOND_VIEWER;
export const GROUP_READER = AI_USER;
