import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  appObjectSettings,
  appObjectSettingValues,
  appProperties,
  appPropertyGroups,
  deploymentIndexes,
  quickLinks,
  quickLinkValues,
} from '../db/schema/index.js';
import { demoDeployments, type DemoSite } from './demo-sites.js';

interface DemoProperty {
  code: string;
  name: string;
  type: string;
  group: string;
  isVisualElement?: boolean;
  description: string;
}

/** The app property groups (spec §3 "App property"). */
export const demoPropertyGroups = [
  { code: 'hero', name: 'Hero banner', appDataTypeCode: 'text' },
  { code: 'links', name: 'Links', appDataTypeCode: 'url' },
  { code: 'charts', name: 'Charts', appDataTypeCode: 'text' },
] as const;

/** A few customisable properties, among them the chart setting codes of spec §3. */
export const demoProperties: readonly DemoProperty[] = [
  {
    code: 'heroTitle',
    name: 'Hero title',
    type: 'text',
    group: 'hero',
    isVisualElement: true,
    description: 'The heading of the home page banner.',
  },
  {
    code: 'heroDescription',
    name: 'Hero description',
    type: 'text',
    group: 'hero',
    isVisualElement: true,
    description: 'The text under the banner heading.',
  },
  {
    code: 'heroFooter',
    name: 'Hero footer',
    type: 'text',
    group: 'hero',
    isVisualElement: true,
    description: 'A short line at the foot of the home page banner.',
  },
  {
    code: 'homeTopics',
    name: 'Home topics',
    type: 'text',
    group: 'hero',
    isVisualElement: false,
    description: 'Comma-separated topics offered as searches under the home search box.',
  },
  {
    code: 'heroImage',
    name: 'Hero image',
    type: 'file',
    group: 'hero',
    isVisualElement: true,
    description: "A blob in the site's customizations container.",
  },
  {
    code: 'userGuideLink',
    name: 'User guide link',
    type: 'url',
    group: 'links',
    description: 'Where the help menu sends people.',
  },
  {
    code: 'requestAccessFormUrl',
    name: 'Request access form URL',
    type: 'url',
    group: 'links',
    description: 'Fills {{requestAccessFormUrl}} in navigation paths.',
  },
  {
    code: 'chartColors',
    name: 'Chart colours',
    type: 'json',
    group: 'charts',
    description: 'The series colours of insight charts, a JSON list.',
  },
  {
    code: '--chartPrimaryColor',
    name: 'Chart primary colour',
    type: 'color',
    group: 'charts',
    description: 'The main series colour.',
  },
  {
    code: '--chart-background',
    name: 'Chart background',
    type: 'color',
    group: 'charts',
    description: 'The chart background colour.',
  },
  {
    code: '--chart-guide-color',
    name: 'Chart guide colour',
    type: 'color',
    group: 'charts',
    description: 'Grid and axis lines.',
  },
  {
    code: '--chart-text-font',
    name: 'Chart text font',
    type: 'text',
    group: 'charts',
    description: 'The font family of chart labels.',
  },
];

/** Topics of the demo library (src/seed/demo-library/vocabulary.ts) its documents are about, so each search finds some. */
const DEMO_HOME_TOPICS = ['Sustainability', 'Retail Media', 'AI in Marketing', 'Connected TV', 'Measurement'];

function demoValues(site: DemoSite): Record<string, string> {
  const dark = site.chartTheme === 'dark';
  const primary = site.theme.primary ?? '#1f4e79';
  return {
    heroTitle: site.name,
    heroDescription: site.welcomeMessage ?? `Find case studies, credentials and dashboards on ${site.name}.`,
    heroFooter: `Questions about ${site.name}? Ask the content team through Need help? in the profile menu.`,
    homeTopics: DEMO_HOME_TOPICS.join(', '),
    userGuideLink: `https://docs.example.com/${site.slug}/user-guide`,
    chartColors: JSON.stringify([primary, site.theme.secondary ?? '#f2a900', site.theme.accent ?? '#4fc3f7']),
    '--chartPrimaryColor': primary,
    '--chart-background': dark ? '#1e1e1e' : '#ffffff',
    '--chart-guide-color': dark ? '#555555' : '#e0e0e0',
    '--chart-text-font': 'Inter, Arial, sans-serif',
    ...(site.requestAccessFormUrl ? { requestAccessFormUrl: site.requestAccessFormUrl } : {}),
  };
}

const demoQuickLinks = (site: DemoSite) => [
  {
    name: 'Getting started',
    values: [
      { name: 'User guide', value: `https://docs.example.com/${site.slug}/user-guide` },
      { name: 'Request access', value: 'mailto:portal-support@example.com' },
    ],
  },
  { name: 'Resources', values: [{ name: 'Brand guidelines', value: `https://brand.example.com/${site.slug}` }] },
];

/**
 * App property groups and properties, and per demo site a customization set with values and two quick
 * links. Idempotent: properties by code, values per (set, property) and quick links by name are created
 * only when missing; saved changes are left alone.
 */
export async function seedDemoCustomizations(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(appPropertyGroups)
      .values([...demoPropertyGroups])
      .onConflictDoNothing({ target: appPropertyGroups.code });
    const groups = await tx
      .select()
      .from(appPropertyGroups)
      .where(
        inArray(
          appPropertyGroups.code,
          demoPropertyGroups.map((group) => group.code),
        ),
      );
    const groupIds = new Map(groups.map((group) => [group.code, group.appPropertyGroupId]));
    await tx
      .insert(appProperties)
      .values(
        demoProperties.map(({ group, ...property }) => {
          const appPropertyGroupId = groupIds.get(group);
          if (appPropertyGroupId === undefined) throw new Error(`The app property group ${group} was not stored.`);
          return { ...property, appPropertyGroupId };
        }),
      )
      .onConflictDoNothing({ target: appProperties.code });
    const properties = await tx
      .select({ id: appProperties.appPropertyId, code: appProperties.code })
      .from(appProperties)
      .where(
        inArray(
          appProperties.code,
          demoProperties.map((property) => property.code),
        ),
      );
    const propertyIds = new Map(properties.map((property) => [property.code, property.id]));

    for (const site of demoDeployments.flatMap((deployment) => deployment.sites)) {
      const [row] = await tx
        .select({ id: deploymentIndexes.deploymentIndexId })
        .from(deploymentIndexes)
        .where(eq(deploymentIndexes.name, site.name));
      if (!row) continue;
      await tx
        .insert(appObjectSettings)
        .values({ entityType: 'deploymentIndex', entityId: row.id })
        .onConflictDoNothing();
      const [set] = await tx
        .select({ id: appObjectSettings.appObjectSettingId })
        .from(appObjectSettings)
        .where(and(eq(appObjectSettings.entityType, 'deploymentIndex'), eq(appObjectSettings.entityId, row.id)));
      if (!set) throw new Error(`The customization set of ${site.name} was not stored.`);
      const values = Object.entries(demoValues(site)).map(([code, value]) => ({
        appObjectSettingId: set.id,
        appPropertyId: propertyIds.get(code) as number,
        value,
        characterCount: [...value].length,
      }));
      await tx.insert(appObjectSettingValues).values(values).onConflictDoNothing();

      const existing = await tx
        .select({ name: quickLinks.name })
        .from(quickLinks)
        .where(and(eq(quickLinks.entityType, 'deploymentIndex'), eq(quickLinks.entityId, row.id)));
      const existingNames = new Set(existing.map((link) => link.name));
      for (const [order, link] of demoQuickLinks(site).entries()) {
        if (existingNames.has(link.name)) continue;
        const [stored] = await tx
          .insert(quickLinks)
          .values({ entityType: 'deploymentIndex', entityId: row.id, name: link.name, order })
          .returning({ id: quickLinks.quickLinkId });
        if (!stored) throw new Error(`Saving the quick link ${link.name} returned no row.`);
        await tx
          .insert(quickLinkValues)
          .values(link.values.map((value, valueOrder) => ({ ...value, quickLinkId: stored.id, order: valueOrder })));
      }
    }
  });
}
