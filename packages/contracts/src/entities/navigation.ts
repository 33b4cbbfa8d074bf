import { Type, type Static } from 'typebox';
import { NullableString } from '../api/schema-kit.js';

/** A page of the site's menu (GET v2/acl/portal/navigationItems/{indexId}). */
export const NavigationPage = Type.Object(
  {
    pageId: Type.Integer(),
    name: Type.String(),
    path: Type.String({
      description: 'An http(s) address is external; `{{name}}` placeholders are filled from configuration.',
    }),
    code: Type.String(),
    iconValue: NullableString,
  },
  { title: 'NavigationPage' },
);
export type NavigationPage = Static<typeof NavigationPage>;

/** GET v2/acl/portal/navigationItems/{indexId} entry: a grouping of the menu with its pages, in order. */
export const NavigationPageGroup = Type.Object(
  {
    pageGroupingId: Type.Integer(),
    name: Type.String(),
    code: Type.String(),
    order: Type.Integer(),
    pages: Type.Array(NavigationPage),
  },
  { title: 'PageGrouping' },
);
export type NavigationPageGroup = Static<typeof NavigationPageGroup>;

/** GET v2/acl/portal/navigationItems/{indexId}/localPages entry: a page of the site outside the menu. */
export const LocalPage = Type.Object(
  {
    localPageId: Type.Integer(),
    name: Type.String(),
    path: Type.String(),
    code: Type.String(),
    iconValue: NullableString,
    order: Type.Integer(),
  },
  { title: 'LocalPage' },
);
export type LocalPage = Static<typeof LocalPage>;

/** POST v2/acl/portal/pages/{deploymentIndexId}/actions/{pageCode}/{actionFlags} entry. */
export const PageAction = Type.Object(
  {
    pageElementId: Type.Integer(),
    name: Type.String(),
    code: Type.String(),
    hasToggle: Type.Boolean(),
    iconValue: NullableString,
  },
  { title: 'PageAction' },
);
export type PageAction = Static<typeof PageAction>;
