import {
  BI_DASHBOARD_PAGES,
  BUILTIN_DASHBOARD_NAMES,
  type BiDashboardPageName,
  type BuiltinDashboardName,
} from '@portal/contracts';
import { demoAccounts, type DemoSiteName, type DemoSiteRole } from '../../identity/demo-accounts.js';
import { demoDeployments } from '../demo-sites.js';
import {
  composeDescription,
  composeParagraphs,
  composeTitle,
  makeFigures,
  spreadsheetRows,
  type DocContext,
  type TrackerRow,
} from './compose.js';
import { Random, stableUuid } from './random.js';
import {
  AWARD_CATEGORIES,
  AWARDS,
  BUSINESS_RESULTS,
  CAPABILITIES,
  CHANNELS,
  CLIENTS,
  CODENAMES,
  DEMO_ASSET_KINDS,
  PARTNERS,
  REGIONS,
  SITE_PROFILES,
  TAGS,
  TARGET_MARKETS,
  TOOLS,
  TOPICS,
  type DemoAssetKind,
  type DemoSiteProfile,
} from './vocabulary.js';

export type DemoFileFormat = 'pdf' | 'docx' | 'pptx' | 'xlsx' | 'csv' | 'png' | 'jpg' | 'html' | 'txt' | 'md' | 'avi';

/** Per kind: the folder its files go in (the first folder names the document type), its content type and file formats. */
export const KIND_SETTINGS: Readonly<
  Record<DemoAssetKind, { folder: string; contentType: string; formats: readonly DemoFileFormat[] }>
> = {
  caseStudy: { folder: 'Cases', contentType: 'Case Study', formats: ['pdf', 'docx'] },
  report: { folder: 'Reports', contentType: 'Report', formats: ['pdf', 'docx'] },
  presentation: { folder: 'Presentations', contentType: 'Presentation', formats: ['pptx'] },
  spreadsheet: { folder: 'Data', contentType: 'Spreadsheet', formats: ['xlsx', 'csv'] },
  image: { folder: 'Images', contentType: 'Image', formats: ['png', 'jpg'] },
  webPage: { folder: 'Web', contentType: 'Web Page', formats: ['html'] },
  note: { folder: 'Notes', contentType: 'Note', formats: ['txt', 'md'] },
  dashboard: { folder: 'Dashboards', contentType: 'Dashboards', formats: ['png'] },
  video: { folder: 'Videos', contentType: 'Video', formats: ['avi'] },
};

export type DemoContactRole =
  'Author' | 'Contributor' | 'Key Contact' | 'Stakeholder' | 'Support Contact' | 'Dashboard Access' | 'Data Governance';

/** One asset of the demo library: what its file says and everything stored about it. */
export interface DemoLibraryAsset {
  /** `<site slug>/<index>`: stable across starts and versions. */
  key: string;
  /** Derived from the key (stableUuid), so a second seeding recognises the asset. */
  docId: string;
  site: DemoSiteName;
  kind: DemoAssetKind;
  format: DemoFileFormat;
  folder: string;
  fileName: string;
  title: string;
  description: string;
  /** The text of the file, paragraph by paragraph (a video's file carries no text: its description does). */
  paragraphs: string[];
  /** Rows of the data table, for CSV files. */
  trackerRows?: TrackerRow[];
  /** Metadata field code → selected values. */
  metadata: Record<string, string[]>;
  publishedDate: Date;
  visibility: 'Public' | 'Private';
  confidential: boolean;
  featured: boolean;
  /**
   * Dashboards: the built-in dashboard of the site it embeds (bi/builtin-dashboards.ts), or the BI page it stands for
   * (bi/bi-dashboard-pages.ts: stored with externalSource 'biDashboards' and externalId the page); the address, which
   * names the site's id and the portal's public URL, is made when the asset is stored. In 'embed' mode.
   */
  externalUrl?:
    | { dashboard: BuiltinDashboardName; label: string; action: 'embed' }
    | { biPage: BiDashboardPageName; label: string; action: 'embed' };
  /** Demo account e-mail addresses. */
  createdBy: string;
  contributors: { email: string; primary: boolean }[];
  contacts: { email: string; role: DemoContactRole }[];
  /** Private assets: users assigned to the asset (asset_members), who may open it without accessPrivateAsset. */
  members: string[];
  /** Confidential assets: the users cleared to see them (confidential_asset_users). */
  confidentialUsers: string[];
  /**
   * The awards site's case studies: the work's entry at an awards show, as its text tells it (the show, the category,
   * the year after the work, Gold when the text says it won Gold); the demo award results include it
   * (seed/seed-demo-awards.ts), so the showcase finds the case study.
   */
  award?: DemoAwardEntry;
}

export interface DemoAwardEntry {
  show: string;
  category: string;
  year: number;
  /** 'Gold' when the case study's text says so, else undefined (the results seed chooses). */
  level: 'Gold' | undefined;
  campaign: string;
  advertiser: string;
  product: string;
  agency: string;
  city: string;
  region: string;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Age bands of the published dates (days before `now`) with their share of the library, so each date filter of
 * the search page ('Past 15 days' … 'Past 3 years', and older) selects something on every site.
 */
const AGE_BANDS: readonly { from: number; to: number; weight: number }[] = [
  { from: 0, to: 13, weight: 6 },
  { from: 16, to: 27, weight: 6 },
  { from: 33, to: 84, weight: 10 },
  { from: 95, to: 175, weight: 12 },
  { from: 186, to: 355, weight: 18 },
  { from: 370, to: 720, weight: 20 },
  { from: 735, to: 1085, weight: 16 },
  { from: 1100, to: 1450, weight: 12 },
];

const REGION_WEIGHTS: Readonly<Record<string, number>> = {
  Europe: 35,
  'North America': 25,
  'Asia Pacific': 18,
  'Latin America': 12,
  'Middle East & Africa': 10,
};

/** Capabilities that fit a kind of asset best (the first capability of an asset is usually one of them). */
const KIND_CAPABILITIES: Partial<Record<DemoAssetKind, readonly string[]>> = {
  dashboard: ['Data & Analytics'],
  spreadsheet: ['Media Planning', 'Data & Analytics', 'Programmatic'],
  image: ['Creative Direction', 'Content Production'],
  video: ['Content Production', 'Creative Direction'],
  report: ['Data & Analytics', 'Brand Strategy', 'Media Planning'],
};

const FLAVOUR_CAPABILITIES: Readonly<Record<DemoSiteProfile['flavour'], readonly string[]>> = {
  discovery: ['Media Planning', 'Social Media', 'CRM & Loyalty', 'Search Marketing', 'E-commerce', 'Public Relations'],
  awards: ['Creative Direction', 'Experiential', 'Influencer Marketing', 'Content Production', 'Public Relations'],
  insights: ['Data & Analytics', 'Media Planning', 'Programmatic', 'CRM & Loyalty', 'Search Marketing'],
  creative: ['Creative Direction', 'Content Production', 'Social Media', 'Influencer Marketing', 'Brand Strategy'],
};

/** Counts per entry of `weights` adding up to `total`, each at least one (largest remainder). */
function apportion(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (weight / sum) * total);
  const counts = exact.map((value) => Math.max(1, Math.floor(value)));
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % byRemainder.length, left -= 1) counts[byRemainder[k]!.i]! += 1;
  for (let k = counts.length - 1; left < 0; k = (k - 1 + counts.length) % counts.length) {
    if (counts[k]! > 1) {
      counts[k]! -= 1;
      left += 1;
    }
  }
  return counts;
}

/** Items repeated by their counts, shuffled. */
function spread<T>(rng: Random, items: readonly T[], counts: readonly number[]): T[] {
  return rng.shuffle(items.flatMap((item, i) => Array.from({ length: counts[i] ?? 0 }, () => item)));
}

/** The demo accounts of a site with their roles there; administrators (every site) are listed as such. */
export function sitePeople(site: DemoSiteName): { email: string; roles: DemoSiteRole[] }[] {
  const members = demoAccounts
    .filter((account) => account.memberships.some((membership) => membership.site === site))
    .map((account) => ({
      email: account.email,
      roles: account.memberships.filter((membership) => membership.site === site).map((membership) => membership.role),
    }));
  return members;
}

const slugOf = (site: DemoSiteName) =>
  demoDeployments.flatMap((deployment) => deployment.sites).find((candidate) => candidate.name === site)?.slug ??
  site.toLowerCase().replaceAll(' ', '-');

/** A file name from a title: the words of the title, without characters file systems dislike. */
function fileNameOf(title: string, format: DemoFileFormat): string {
  const stem = title
    .replace(/[\\/:*?"<>|]/g, ' ')
    .replace(/[^\p{L}\p{N} ,.&'()-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 90)
    .trim();
  return `${stem}.${format}`;
}

/**
 * The demo library of one site: `profile.size` assets of every kind (case studies, reports, presentations,
 * spreadsheets, images, web pages, notes, dashboards, videos), generated from a generator seeded with the
 * site's name, so every run gives the same titles, texts, metadata and people. Published dates count back from
 * `now` (the only input besides the site): the same `now` gives the same library.
 */
export function demoLibraryOf(site: DemoSiteName, now: Date): DemoLibraryAsset[] {
  const profile = SITE_PROFILES.find((candidate) => candidate.site === site);
  if (!profile) throw new Error(`No demo library profile for ${site}.`);
  const slug = slugOf(site);
  const rng = new Random(`demo-library:${slug}`);
  const kinds = spread(
    rng,
    DEMO_ASSET_KINDS,
    apportion(
      DEMO_ASSET_KINDS.map((kind) => profile.mix[kind]),
      profile.size,
    ),
  );
  const bands = spread(
    rng,
    AGE_BANDS,
    apportion(
      AGE_BANDS.map((band) => band.weight),
      profile.size,
    ),
  );
  const codenames = rng.shuffle(CODENAMES);
  const privateIndexes = new Set(rng.sample([...kinds.keys()], Math.max(3, Math.round(profile.size * 0.1))));
  const confidentialIndexes = new Set(rng.sample([...kinds.keys()], Math.max(5, Math.round(profile.size * 0.2))));
  const featuredIndexes = new Set(
    rng.sample(
      [...kinds.keys()].filter((i) => kinds[i] === 'caseStudy'),
      5,
    ),
  );
  const clients = profile.clients.map((name) => {
    const client = CLIENTS.find((candidate) => candidate.name === name);
    if (!client) throw new Error(`Unknown demo client ${name}.`);
    return client;
  });
  const people = sitePeople(site);
  const authors = people.filter((person) =>
    person.roles.some((role) => role === 'siteAdministrator' || role === 'siteEditor' || role === 'contentUploader'),
  );
  const administrator = demoAccounts.find((account) => account.isAdministrator)?.email;
  const siteAdmin = people.find((person) => person.roles.includes('siteAdministrator'))?.email ?? administrator;
  const regionWeights = REGIONS.map((region) => REGION_WEIGHTS[region.name] ?? 10);
  const titles = new Set<string>();
  const occurrences = new Map<DemoAssetKind, number>();

  const library = kinds.map((kind, index): DemoLibraryAsset => {
    const doc = new Random(`demo-library:${slug}:${index}`);
    const settings = KIND_SETTINGS[kind];
    const occurrence = occurrences.get(kind) ?? 0;
    occurrences.set(kind, occurrence + 1);
    const format = settings.formats[occurrence % settings.formats.length] as DemoFileFormat;
    const band = bands[index] as (typeof AGE_BANDS)[number];
    const publishedDate = new Date(now.getTime() - doc.int(band.from, band.to) * DAY - doc.int(0, 8 * 60) * 60_000);
    const workDate = new Date(publishedDate.getTime() - doc.int(20, 90) * DAY);

    const optionalClient = kind === 'report' ? 0.3 : kind === 'webPage' ? 0.4 : kind === 'presentation' ? 0.15 : 0;
    const client = doc.chance(optionalClient) ? undefined : doc.pick(clients);
    const brand = client ? doc.pick(client.brands) : undefined;
    const campaign = brand ? doc.pick(brand.campaigns) : undefined;
    const region = pickWeighted(doc, REGIONS, regionWeights);
    const countries = doc.sample(region.countries, doc.int(1, Math.min(3, region.countries.length)));
    const first = countries[0]!;
    const preferred = KIND_CAPABILITIES[kind] ?? FLAVOUR_CAPABILITIES[profile.flavour];
    const leadCapability = doc.chance(0.7) ? doc.pick(preferred) : doc.pick(CAPABILITIES);
    const capabilities = [
      leadCapability,
      ...doc.sample(
        CAPABILITIES.filter((capability) => capability !== leadCapability),
        doc.int(0, 2),
      ),
    ];
    const topic = doc.pick(TOPICS);
    const secondTopic = doc.chance(0.4) ? doc.pick(TOPICS.filter((candidate) => candidate !== topic)) : undefined;
    const agencies = doc.sample(profile.agencies, doc.int(1, 2));
    const partners = doc.sample(PARTNERS, doc.int(0, 2));
    const dataHeavy =
      kind === 'dashboard' || kind === 'spreadsheet' || kind === 'report' || profile.flavour === 'insights';
    const tools = doc.sample(TOOLS, dataHeavy ? doc.int(1, 2) : doc.int(0, 1));
    const audiences = doc.sample(TARGET_MARKETS, doc.int(1, 2));
    const channels = doc.sample(CHANNELS, doc.int(3, 4));
    const codename = codenames[index % codenames.length] as string;
    const reference = `${profile.referencePrefix}-${workDate.getUTCFullYear()}-${String(index + 1).padStart(3, '0')}`;
    const context: DocContext = {
      rng: doc,
      kind,
      profile,
      client,
      brand,
      campaign,
      region,
      countries: countries.map((country) => country.name),
      country: first.name,
      city: doc.pick(first.cities),
      currency: first.currency,
      year: workDate.getUTCFullYear(),
      quarter: Math.floor(workDate.getUTCMonth() / 3) + 1,
      capabilities,
      topic,
      secondTopic,
      agencies,
      partners,
      tools,
      audiences,
      channels,
      codename,
      reference,
      award: doc.pick(AWARDS),
      awardCategory: doc.pick(AWARD_CATEGORIES),
      businessResult: doc.pick(BUSINESS_RESULTS),
      figures: makeFigures(doc),
    };

    let title = composeTitle(context, 0);
    for (let attempt = 1; titles.has(title.toLowerCase()); attempt += 1) title = composeTitle(context, attempt);
    titles.add(title.toLowerCase());
    const description = composeDescription(context);
    const paragraphs = composeParagraphs(context);
    if (kind !== 'video' && !paragraphs.some((paragraph) => paragraph.includes(codename))) {
      paragraphs.push(`Project ${codename}, reference ${reference}. ${agencies[0]}, ${profile.groupName}.`);
    }
    const trackerRows = format === 'csv' ? spreadsheetRows(context) : undefined;

    const metadata: Record<string, string[]> = {
      content_types: [
        settings.contentType,
        ...(profile.flavour === 'awards' && kind === 'caseStudy' ? ['Award Entry'] : []),
        ...(profile.flavour === 'insights' && kind === 'report' && doc.chance(0.5) ? ['Research'] : []),
      ],
      agencies,
      capabilities,
      topics: [topic.name, ...(secondTopic ? [secondTopic.name] : [])],
      regions: [region.name],
      countries: context.countries,
      clients: client ? [client.name] : [],
      brands: brand ? [brand.name] : [],
      partners,
      tools,
      industries: [client?.industry ?? doc.pick(clients).industry],
      sub_industries: client ? [client.subIndustry] : [],
      target_markets: audiences,
      keywords: [
        ...new Set([
          ...doc.sample(topic.phrases, 2),
          ...(secondTopic ? [secondTopic.phrases[0] as string] : []),
          channels[0] as string,
        ]),
      ],
      campaigns: campaign ? [campaign] : [],
      business_result: kind === 'caseStudy' || kind === 'video' ? [context.businessResult] : [],
      tags: [
        ...new Set([
          ...(profile.flavour === 'awards' && kind === 'caseStudy' ? ['Award Winning'] : []),
          ...doc.sample(TAGS, doc.int(0, 2)),
        ]),
      ],
      status: [band.from >= 1100 ? 'Archived' : band.from === 0 && doc.chance(0.5) ? 'In Review' : 'Published'],
    };

    const author = doc.pick(authors.length > 0 ? authors : people).email;
    const createdBy = doc.chance(0.7) ? author : doc.pick(authors.length > 0 ? authors : people).email;
    const others = people.map((person) => person.email).filter((email) => email !== author);
    const contributors = [
      { email: author, primary: true },
      ...doc.sample(others, doc.int(0, 2)).map((email) => ({ email, primary: false })),
    ];
    const keyContact = others.length > 0 && doc.chance(0.7) ? doc.pick(others) : author;
    const contacts: DemoLibraryAsset['contacts'] = [
      { email: author, role: 'Author' },
      ...contributors
        .filter((contributor) => !contributor.primary)
        .map((contributor) => ({ email: contributor.email, role: 'Contributor' as const })),
      { email: keyContact, role: 'Key Contact' },
    ];
    if (doc.chance(0.3) && others.length > 0) contacts.push({ email: doc.pick(others), role: 'Stakeholder' });
    if (doc.chance(0.2)) contacts.push({ email: doc.pick(people).email, role: 'Support Contact' });
    if (kind === 'dashboard') {
      if (siteAdmin) contacts.push({ email: siteAdmin, role: 'Dashboard Access' });
      if (administrator) contacts.push({ email: administrator, role: 'Data Governance' });
    }
    const isPrivate = privateIndexes.has(index);
    const confidential = confidentialIndexes.has(index);
    const nonCreators = people.map((person) => person.email).filter((email) => email !== createdBy);
    // Every other private asset is assigned to a viewer or analyst of the site (so they can open some private
    // assets and not others), the rest to an editor or administrator who did not upload it.
    const readers = [...nonCreators].sort(
      (a, b) => Number(isElevated(people, a)) - Number(isElevated(people, b)) || a.localeCompare(b),
    );
    const privateOrdinal = [...privateIndexes].filter((i) => i < index).length;
    const members =
      isPrivate && readers.length > 0
        ? [privateOrdinal % 2 === 0 ? (readers[0] as string) : (readers[readers.length - 1] as string)]
        : [];

    return {
      key: `${slug}/${index}`,
      docId: stableUuid(`${slug}/${index}`),
      site,
      kind,
      format,
      folder: settings.folder,
      fileName: fileNameOf(title, format),
      title,
      description,
      paragraphs,
      ...(trackerRows ? { trackerRows } : {}),
      metadata,
      publishedDate,
      visibility: isPrivate ? 'Private' : 'Public',
      confidential,
      featured: featuredIndexes.has(index),
      ...(kind === 'dashboard'
        ? {
            externalUrl: {
              // The site's dashboards take the built-in dashboards in turn.
              dashboard: BUILTIN_DASHBOARD_NAMES[occurrence % BUILTIN_DASHBOARD_NAMES.length] as BuiltinDashboardName,
              label: 'Open dashboard',
              action: 'embed' as const,
            },
          }
        : {}),
      createdBy,
      contributors,
      contacts: dedupeContacts(contacts),
      members,
      confidentialUsers: confidential ? [...new Set([createdBy, keyContact])] : [],
      ...(profile.flavour === 'awards' && kind === 'caseStudy' && client && brand && campaign
        ? {
            award: {
              show: context.award,
              category: context.awardCategory,
              year: context.year + 1,
              level: paragraphs.some((paragraph) => paragraph.includes(`won Gold in the ${context.awardCategory}`))
                ? ('Gold' as const)
                : undefined,
              campaign,
              advertiser: client.name,
              product: brand.name,
              agency: agencies[0] as string,
              city: context.city,
              region: region.name,
            },
          }
        : {}),
    };
  });
  if (profile.flavour !== 'awards' || !siteAdmin) return library;
  return [...library, ...biDashboardAssets(site, slug, profile.groupName, siteAdmin, administrator, now)];
}

/** The text of each BI page's dashboard asset (its description is the page's own sentence, contracts BI_DASHBOARD_PAGES). */
const BI_PAGE_PARAGRAPHS: Record<BiDashboardPageName, string[]> = {
  'brand-rankings': [
    'Brand rankings: every advertiser with award results, ranked by the points its work won (Grand Prix, Gold, Silver, Bronze and Shortlist, by the points table of the site).',
    'Each row gives the points of the year shown and of the year before, and the change between them.',
  ],
  'holding-companies': [
    "Holding companies: the groups behind the winning agencies, ranked by the points of their agencies' work.",
    'Wins count the awards of Bronze and above; shortlists add points, not wins.',
  ],
  'network-companies': [
    "Network companies: the agency networks, ranked by the points of their offices' work across the shows.",
    'Wins count the awards of Bronze and above; shortlists add points, not wins.',
  ],
  'brand-rankings-preview': [
    "A preview of the brand rankings: the year's five advertisers with the most award points.",
  ],
};

/**
 * The awards site's BI pages (`/bidashboards/...`), each a dashboard asset of the site that shows the portal's
 * built-in page, added after the generated library (so the generated assets stay as they were).
 */
function biDashboardAssets(
  site: DemoSiteName,
  slug: string,
  groupName: string,
  siteAdmin: string,
  administrator: string | undefined,
  now: Date,
): DemoLibraryAsset[] {
  return (Object.keys(BI_DASHBOARD_PAGES) as BiDashboardPageName[]).map((page, index) => {
    const title = `${BI_DASHBOARD_PAGES[page].title} dashboard`;
    const paragraphs = BI_PAGE_PARAGRAPHS[page];
    return {
      key: `${slug}/bi/${page}`,
      docId: stableUuid(`${slug}/bi/${page}`),
      site,
      kind: 'dashboard',
      format: 'png',
      folder: KIND_SETTINGS.dashboard.folder,
      fileName: fileNameOf(title, 'png'),
      title,
      description: BI_DASHBOARD_PAGES[page].shows,
      paragraphs,
      metadata: {
        content_types: [KIND_SETTINGS.dashboard.contentType],
        capabilities: ['Data & Analytics'],
        topics: ['Awards'],
        keywords: ['award points', 'rankings', BI_DASHBOARD_PAGES[page].nameTitle.toLowerCase()],
        agencies: [groupName],
        status: ['Published'],
      },
      publishedDate: new Date(now.getTime() - (30 + index) * DAY),
      visibility: 'Public',
      confidential: false,
      featured: false,
      externalUrl: { biPage: page, label: 'Open dashboard', action: 'embed' },
      createdBy: siteAdmin,
      contributors: [{ email: siteAdmin, primary: true }],
      contacts: [
        { email: siteAdmin, role: 'Author' },
        { email: siteAdmin, role: 'Key Contact' },
        { email: siteAdmin, role: 'Dashboard Access' },
        ...(administrator ? [{ email: administrator, role: 'Data Governance' as const }] : []),
      ],
      members: [],
      confidentialUsers: [],
    };
  });
}

function isElevated(people: { email: string; roles: DemoSiteRole[] }[], email: string): boolean {
  return (
    people
      .find((person) => person.email === email)
      ?.roles.some((role) => role === 'siteAdministrator' || role === 'siteEditor' || role === 'contentUploader') ??
    false
  );
}

function dedupeContacts(contacts: DemoLibraryAsset['contacts']): DemoLibraryAsset['contacts'] {
  const seen = new Set<string>();
  return contacts.filter((contact) => {
    const key = `${contact.email}\u0000${contact.role}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function pickWeighted<T>(rng: Random, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let at = rng.next() * total;
  for (const [i, item] of items.entries()) {
    at -= weights[i] ?? 0;
    if (at < 0) return item;
  }
  return items[items.length - 1] as T;
}

/** Every demo site with a library, in the order they are seeded. */
export const DEMO_LIBRARY_SITES: readonly DemoSiteName[] = SITE_PROFILES.map((profile) => profile.site);

/**
 * The region → country and client → brand hierarchies of the library's values, as metadata edges
 * (child field, child value, parent field, parent value).
 */
export function demoLibraryHierarchy(): {
  fieldCode: string;
  value: string;
  parentFieldCode: string;
  parentValue: string;
}[] {
  return [
    ...REGIONS.flatMap((region) =>
      region.countries.map((country) => ({
        fieldCode: 'countries',
        value: country.name,
        parentFieldCode: 'regions',
        parentValue: region.name,
      })),
    ),
    ...CLIENTS.flatMap((client) =>
      client.brands.map((brand) => ({
        fieldCode: 'brands',
        value: brand.name,
        parentFieldCode: 'clients',
        parentValue: client.name,
      })),
    ),
    ...CLIENTS.map((client) => ({
      fieldCode: 'sub_industries',
      value: client.subIndustry,
      parentFieldCode: 'industries',
      parentValue: client.industry,
    })),
  ];
}
