import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { awardImports, awardResults, deploymentIndexes, type NewAwardResultRow } from '../db/schema/index.js';
import type { DemoSiteName } from '../identity/demo-accounts.js';
import { demoLibraryOf } from './demo-library/demo-library.js';
import { Random } from './demo-library/random.js';
import { AWARD_CATEGORIES, AWARDS, CLIENTS, REGIONS } from './demo-library/vocabulary.js';

/**
 * The demo awards site's results: five years of award results, consistent with the demo library (the same clients,
 * brands, campaigns, agencies, cities and shows; every awards case study of the library is among them, so the
 * showcase opens it). Besides the invented shows of the library's texts, the results include Cannes Lions, the
 * festival the spec's Cannes dashboard tracks; every agency, client and brand is made up.
 * Generated from a seeded generator: the same year always gives the same results. Idempotent: a site that has any
 * result or import gets none (an administrator's own import is never overwritten).
 */

const SITE: DemoSiteName = 'Northwind Awards';
const YEARS = 5;

/** The agencies that enter, their network and holding company, and how strong their work is (a relative weight). */
const AGENCIES: readonly { agency: string; network: string; holding: string; strength: number; cities: string[] }[] = [
  {
    agency: 'Northwind Media',
    network: 'Northwind Media Network',
    holding: 'Northwind Group',
    strength: 9,
    cities: ['London', 'New York', 'Singapore'],
  },
  {
    agency: 'Northwind Digital',
    network: 'Northwind Media Network',
    holding: 'Northwind Group',
    strength: 5,
    cities: ['Berlin', 'Toronto'],
  },
  {
    agency: 'Summit Creative',
    network: 'Summit Worldwide',
    holding: 'Northwind Group',
    strength: 8,
    cities: ['Paris', 'Chicago', 'Sydney'],
  },
  {
    agency: 'Pixel & Loom',
    network: 'Summit Worldwide',
    holding: 'Northwind Group',
    strength: 6,
    cities: ['Amsterdam', 'São Paulo'],
  },
  {
    agency: 'Harbor PR',
    network: 'Harbor Communications',
    holding: 'Northwind Group',
    strength: 4,
    cities: ['London', 'Dubai'],
  },
  {
    agency: 'Meridian Creative Studio',
    network: 'Meridian Creative Network',
    holding: 'Meridian Agencies',
    strength: 8,
    cities: ['Madrid', 'Mexico City', 'Mumbai'],
  },
  {
    agency: 'Meridian Data Lab',
    network: 'Meridian Creative Network',
    holding: 'Meridian Agencies',
    strength: 3,
    cities: ['Stockholm'],
  },
  {
    agency: 'Atlas Experience',
    network: 'Atlas Network',
    holding: 'Meridian Agencies',
    strength: 6,
    cities: ['Los Angeles', 'Tokyo'],
  },
  {
    agency: 'Crest Social',
    network: 'Atlas Network',
    holding: 'Meridian Agencies',
    strength: 5,
    cities: ['Milan', 'Johannesburg'],
  },
  {
    agency: 'Beacon Health Communications',
    network: 'Beacon Health Network',
    holding: 'Meridian Agencies',
    strength: 3,
    cities: ['New York', 'Munich'],
  },
  {
    agency: 'Foxglove & Finch',
    network: 'Foxglove & Finch',
    holding: 'Independent',
    strength: 5,
    cities: ['Buenos Aires'],
  },
  {
    agency: 'Tallgrass Studio',
    network: 'Tallgrass Studio',
    holding: 'Independent',
    strength: 4,
    cities: ['Melbourne'],
  },
  { agency: 'Ninefold', network: 'Ninefold', holding: 'Independent', strength: 3, cities: ['Seoul'] },
  { agency: 'Juniper Street', network: 'Juniper Street', holding: 'Independent', strength: 2, cities: ['Cape Town'] },
];

const SHOWS = ['Cannes Lions', ...AWARDS] as const;
const SHOW_WEIGHTS = [4, 2, 2, 1, 1];

/** How often each level is given, and the share of shortlists (the rest of the results). */
const LEVEL_WEIGHTS: readonly [string, number][] = [
  ['Grand Prix', 2],
  ['Gold', 10],
  ['Silver', 18],
  ['Bronze', 25],
  ['Shortlist', 45],
];

const regionOf = (city: string) =>
  REGIONS.find((region) => region.countries.some((country) => country.cities.includes(city)))?.name ?? '';

function weighted<T>(rng: Random, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let at = rng.next() * total;
  for (const [i, item] of items.entries()) {
    at -= weights[i] ?? 0;
    if (at < 0) return item;
  }
  return items[items.length - 1] as T;
}

/** The last year with results: this year once the season's big show (June) is over, else last year. */
export const lastAwardsYear = (now: Date) => (now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1);

/** The demo results for the five years up to `lastAwardsYear(now)`. */
export function demoAwardResults(now: Date): Omit<NewAwardResultRow, 'deploymentIndexId'>[] {
  const last = lastAwardsYear(now);
  const first = last - YEARS + 1;
  const rows: Omit<NewAwardResultRow, 'deploymentIndexId'>[] = [];
  // The library's awards case studies, each an entry of its show.
  for (const asset of demoLibraryOf(SITE, now)) {
    const entry = asset.award;
    if (!entry) continue;
    const rng = new Random(`demo-awards:${asset.key}`);
    const year = Math.min(Math.max(entry.year, first), last);
    const agency = AGENCIES.find((candidate) => candidate.agency === entry.agency) ?? AGENCIES[0]!;
    rows.push({
      year,
      showName: entry.show,
      category: entry.category,
      title: entry.campaign,
      product: entry.product,
      advertiser: entry.advertiser,
      agency: agency.agency,
      network: agency.network,
      holdingCompany: agency.holding,
      office: `${agency.agency} ${entry.city}`,
      city: entry.city,
      region: entry.region,
      awardLevel: entry.level ?? rng.pick(['Silver', 'Bronze', 'Gold']),
      credits: rng.int(3, 18),
    });
  }
  // The other entries of every year: each agency's strength drifts from year to year, so the leaderboard moves.
  for (let year = first; year <= last; year += 1) {
    const rng = new Random(`demo-awards:${year}`);
    const strengths = AGENCIES.map((agency, i) => agency.strength * (1 + 0.45 * Math.sin(year * 1.7 + i * 2.3)));
    const entries = rng.int(95, 125);
    for (let n = 0; n < entries; n += 1) {
      const agency = weighted(rng, AGENCIES, strengths);
      const client = rng.pick(CLIENTS);
      const brand = rng.pick(client.brands);
      const city = rng.pick(agency.cities);
      rows.push({
        year,
        showName: weighted(rng, SHOWS, SHOW_WEIGHTS),
        category: rng.pick(AWARD_CATEGORIES),
        title: rng.pick(brand.campaigns),
        product: brand.name,
        advertiser: client.name,
        agency: agency.agency,
        network: agency.network,
        holdingCompany: agency.holding,
        office: `${agency.agency} ${city}`,
        city,
        region: regionOf(city),
        awardLevel: weighted(
          rng,
          LEVEL_WEIGHTS.map(([level]) => level),
          LEVEL_WEIGHTS.map(([, weight]) => weight),
        ),
        credits: rng.int(2, 25),
      });
    }
  }
  return rows;
}

export async function seedDemoAwards(db: Database, now = new Date()): Promise<void> {
  const [site] = await db
    .select({ id: deploymentIndexes.deploymentIndexId })
    .from(deploymentIndexes)
    .where(eq(deploymentIndexes.name, SITE));
  if (!site) return;
  const [results] = await db
    .select({ n: count() })
    .from(awardResults)
    .where(eq(awardResults.deploymentIndexId, site.id));
  const [imports] = await db
    .select({ n: count() })
    .from(awardImports)
    .where(eq(awardImports.deploymentIndexId, site.id));
  if (Number(results?.n ?? 0) > 0 || Number(imports?.n ?? 0) > 0) return;
  const rows = demoAwardResults(now);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(awardImports)
      .values({
        deploymentIndexId: site.id,
        fileName: 'Demo results (seeded)',
        years: [...new Set(rows.map((row) => row.year))].sort((a, b) => a - b),
        rows: rows.length,
      })
      .returning({ id: awardImports.awardImportId });
    for (let start = 0; start < rows.length; start += 500) {
      await tx
        .insert(awardResults)
        .values(
          rows
            .slice(start, start + 500)
            .map((row) => ({ ...row, deploymentIndexId: site.id, awardImportId: created!.id })),
        );
    }
  });
}
