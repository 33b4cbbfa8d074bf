import { pgEnum } from 'drizzle-orm/pg-core';

// Closed value sets of the spec are PostgreSQL enums: the database refuses a misspelt value, and
// drizzle infers the TypeScript union from the same list. Open-ended sets (role codes, page codes,
// embed modes, AI deployment types) are plain text or lookup tables instead.

/** The kinds of object that customisation sets, quick links, themes and notifications attach to. */
export const entityType = pgEnum('entity_type', ['deploymentIndex', 'collection', 'group', 'asset']);
/** The owner kinds of customization sets, quick links and themes (the entity_type enum). */
export type EntityType = (typeof entityType.enumValues)[number];

export const collectionRoleCode = pgEnum('collection_role_code', [
  'collectionOwner',
  'collectionEditor',
  'collectionViewer',
]);

export const groupRoleCode = pgEnum('group_role_code', ['groupOwner', 'groupEditor', 'groupViewer']);

/** The roles a user can hold on an asset (spec §3 User.role labels). */
export const contactRole = pgEnum('contact_role', [
  'Author',
  'Contributor',
  'Key Contact',
  'Stakeholder',
  'Support Contact',
  'Dashboard Access',
  'Data Governance',
]);

/** Private makes a document inaccessible (spec §3 Document). */
export const assetVisibility = pgEnum('asset_visibility', ['Public', 'Private']);

export const interactionKind = pgEnum('interaction_kind', ['like', 'view', 'download', 'share']);

/** The forms of spec §9 (form titles) plus new-content requests. */
export const formKind = pgEnum('form_kind', [
  'requestAccess',
  'dashboardAccessRequest',
  'supportTicket',
  'feedback',
  'reportAnIssue',
  'suggestATag',
  'newContentRequest',
]);
