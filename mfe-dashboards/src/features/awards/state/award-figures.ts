import type { AwardFilterForm, AwardResultTotals } from '@portal/contracts';

/** The totals above the results (spec §3 "Totals"), as tiles: what each counts and its number. */
export function totalTiles(totals: AwardResultTotals): { key: string; label: string; value: number }[] {
  return [
    { key: 'awards', label: 'Awards won', value: totals.totalNumberAwards },
    { key: 'points', label: 'Points', value: totals.totalNumberPoints },
    { key: 'advertisers', label: 'Advertisers', value: totals.numberAdvertisers },
    { key: 'agencies', label: 'Agencies', value: totals.numberAgencies },
    { key: 'credits', label: 'People credited', value: totals.peopleCredits },
    { key: 'shows', label: 'Shows', value: totals.numberShows },
  ];
}

export interface TallyEntry {
  level: string;
  count: number;
}

/**
 * The dynamic award tally (resultTotals.dynamicAwardTally, keys 'total_' + level): one entry per level in the order
 * of awardNamesByPriority, then any level the scheme does not name (a result's own level), by name.
 */
export function totalTally(tally: Readonly<Record<string, number>>, levelsByPriority: readonly string[]): TallyEntry[] {
  const prefix = 'total_';
  const counts = new Map(
    Object.entries(tally)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, count]) => [key.slice(prefix.length), count]),
  );
  return levelTally(Object.fromEntries(counts), levelsByPriority);
}

/** A group's tally (keyed by level): the levels in priority order, then the others by name; every count given. */
export function levelTally(tally: Readonly<Record<string, number>>, levelsByPriority: readonly string[]): TallyEntry[] {
  const known = levelsByPriority.map((level) => ({ level, count: tally[level] ?? 0 }));
  const others = Object.keys(tally)
    .filter((level) => !levelsByPriority.includes(level))
    .sort((a, b) => a.localeCompare(b))
    .map((level) => ({ level, count: tally[level] ?? 0 }));
  return [...known, ...others];
}

/** Whether the filter form offers any value with results: a site without results offers none. */
export function formHasResults(form: AwardFilterForm): boolean {
  return form.filterGroups.some((group) =>
    group.filterFields.some((field) => field.filterValues.some((value) => value.count > 0)),
  );
}

/** The years the filters cover, as a heading says it: '2025', '2024 and 2025', 'every year'. */
export function yearsLabel(years: readonly string[] | undefined): string {
  const sorted = [...(years ?? [])].sort();
  if (sorted.length === 0) return 'every year';
  if (sorted.length === 1) return sorted[0]!;
  return `${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
}
