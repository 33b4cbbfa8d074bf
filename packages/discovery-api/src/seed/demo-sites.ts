import type { SiteThemeColors } from '../db/schema/index.js';
import type { DemoSiteName, DemoSiteRole } from '../identity/demo-accounts.js';

export interface DemoPage {
  name: string;
  path: string;
  code: string;
  iconValue: string;
}

export interface DemoPageGrouping {
  name: string;
  code: string;
  order: number;
  pages: readonly DemoPage[];
}

export interface DemoSite {
  name: DemoSiteName;
  /** Stem of the container and search index names. */
  slug: string;
  theme: SiteThemeColors;
  /** Null leaves the API's default, a welcome to the site name. */
  welcomeMessage: string | null;
  pageTemplateCode: string;
  chartTheme: string;
  /** Where the site's forms are collected; without one the API collects them (POST v2/forms/{formKind}). */
  externalFormAddress?: string;
  /** The site's customization value filling `{{requestAccessFormUrl}}` in its navigation paths. */
  requestAccessFormUrl?: string;
}

export interface DemoDeployment {
  name: string;
  primaryColor: string;
  sites: readonly DemoSite[];
}

export const demoDeployments: readonly DemoDeployment[] = [
  {
    name: 'Northwind Group',
    primaryColor: '#1f4e79',
    sites: [
      {
        name: 'Northwind Discovery',
        slug: 'northwind-discovery',
        theme: { primary: '#1f4e79', secondary: '#f2a900', accent: '#4fc3f7' },
        welcomeMessage:
          'Welcome to Northwind Discovery: case studies, credentials and dashboards from across the group.',
        pageTemplateCode: 'default',
        chartTheme: 'light',
      },
      {
        name: 'Northwind Awards',
        slug: 'northwind-awards',
        theme: { primary: '#6a1b9a', secondary: '#ffd54f', accent: '#ce93d8' },
        welcomeMessage: null,
        pageTemplateCode: 'awards',
        chartTheme: 'dark',
      },
    ],
  },
  {
    name: 'Meridian Agencies',
    primaryColor: '#00695c',
    sites: [
      {
        name: 'Meridian Insights',
        slug: 'meridian-insights',
        theme: { primary: '#00695c', secondary: '#ff7043', accent: '#80cbc4' },
        welcomeMessage: 'Welcome to Meridian Insights: engagement analytics and BI dashboards for every agency.',
        pageTemplateCode: 'insights',
        chartTheme: 'light',
      },
      {
        name: 'Meridian Creative',
        slug: 'meridian-creative',
        theme: { primary: '#c62828', secondary: '#37474f', accent: '#ef9a9a' },
        welcomeMessage: 'Welcome to Meridian Creative, the work library of our agencies.',
        pageTemplateCode: 'default',
        chartTheme: 'light',
        // The one demo site whose forms go to an external form provider; the other three post them to the API.
        externalFormAddress: 'https://forms.example.com/meridian-creative',
        requestAccessFormUrl: 'https://forms.example.com/meridian-creative/request-access',
      },
    ],
  },
];

/**
 * Every demo site gets the same menu. Groupings are listed out of order on purpose: the API orders them
 * by `order`. One path is an external address, one a `{{name}}` placeholder filled from configuration.
 */
export const demoNavigation: readonly DemoPageGrouping[] = [
  {
    name: 'Resources',
    code: 'resources',
    order: 3,
    pages: [
      {
        name: 'Brand Guidelines',
        path: 'https://brand.example.com/guidelines',
        code: 'brandGuidelines',
        iconValue: 'open_in_new',
      },
      { name: 'Request Access', path: '{{requestAccessFormUrl}}', code: 'requestAccess', iconValue: 'lock_open' },
    ],
  },
  {
    name: 'Discover',
    code: 'discover',
    order: 1,
    pages: [
      { name: 'Search', path: '/search', code: 'search', iconValue: 'search' },
      { name: 'Collections', path: '/collections', code: 'collections', iconValue: 'collections_bookmark' },
      { name: 'Groups', path: '/groups', code: 'groups', iconValue: 'workspaces' },
    ],
  },
  {
    name: 'Insights',
    code: 'insights',
    order: 2,
    pages: [
      { name: 'Awards Results', path: '/awards/results', code: 'awardsResults', iconValue: 'emoji_events' },
      { name: 'Awards Leaderboard', path: '/awards/leaderboard', code: 'awardsLeaderboard', iconValue: 'leaderboard' },
      { name: 'BI Dashboards', path: '/bidashboards', code: 'biDashboards', iconValue: 'dashboard' },
    ],
  },
];

/** One user group per site role on every demo site. */
export const demoUserGroupNames: Record<DemoSiteRole, string> = {
  siteAdministrator: 'Site administrators',
  siteEditor: 'Editors',
  contentUploader: 'Content uploaders',
  siteAnalyst: 'Analysts',
  aiUser: 'AI users',
  siteMember: 'Members',
};

/**
 * The user group of each demo site given access to its dashboard assets (spec §6: "dashboard access requires user
 * group access"; seeded with the demo library, src/seed/demo-library/seed-demo-library.ts). It carries the site's
 * member role, which its members hold already. Viewers such as sofia.rossi on Northwind Discovery are left out, so
 * they meet the Dashboard Access dialog.
 */
export const DASHBOARD_VIEWERS_GROUP = { name: 'Dashboard viewers', role: 'siteMember' } as const;
export const demoDashboardViewers: Readonly<Record<DemoSiteName, readonly string[]>> = {
  'Northwind Discovery': ['ava.morgan@demo.portal', 'lucas.silva@demo.portal'],
  'Northwind Awards': ['ava.morgan@demo.portal', 'james.okafor@demo.portal'],
  'Meridian Insights': ['emma.dubois@demo.portal', 'lucas.silva@demo.portal'],
  'Meridian Creative': ['chloe.martin@demo.portal', 'isabella.garcia@demo.portal'],
};
