import { http, HttpResponse } from 'msw';
import type { SetupServerApi } from 'msw/node';
import {
  AWARD_FILTER_FIELD_NAMES,
  AWARD_FILTER_FIELDS,
  AWARD_FILTER_GROUPS,
  DEFAULT_AWARD_POINTS,
  LEADERBOARD_LEAGUE_BOUNDS,
  type AwardFilterField,
  type BiDashboardPageAsset,
  type AwardFilterForm,
  type AwardFilterValues,
  type AwardPointLevel,
  type AwardPointScheme,
  type AwardResult,
  type AwardResultType,
  type AwardsData,
  type AwardsImport,
  type AwardsImportRefused,
  type AwardsInsights,
  type AwardsInsightsBody,
  type AwardsLeaderboard,
  type AwardsReportExportBody,
  type AwardsShowcase,
  type LeaderboardRow,
} from '@portal/contracts';
import { TEST_API_BASE } from '@portal/test-utils';

/*
 * A small awards server for the awards pages' tests: the calls of v2/awards/ on one site's results, filtered,
 * grouped, counted and ranked as the server does (packages/discovery-api/src/awards), recording what each call was
 * sent. Tests change `results`, `scheme` or the answers of the import to stage a case.
 */

const api = (path: string) => `${TEST_API_BASE}/v2/awards/${path}`;

/** The points a site starts with, and the levels in priority order. */
export const LEVELS = DEFAULT_AWARD_POINTS.map((level) => level.level);

let nextId = 1;

/** One result; the points are its level's in the default scheme. */
export function anAwardResult(fields: Partial<AwardResult> & Pick<AwardResult, 'Title' | 'Awards'>): AwardResult {
  const points = DEFAULT_AWARD_POINTS.find((level) => level.level === fields.Awards)?.points ?? 0;
  return {
    awardResultId: nextId++,
    Category: 'Film',
    Product: 'Refill',
    Advertiser: 'Acme',
    City: 'London',
    year: 2025,
    showName: 'Cannes Lions',
    agency: 'Northwind Media',
    network: 'Northwind Media Network',
    holdingCompany: 'Northwind Group',
    office: 'London',
    region: 'EMEA',
    points,
    credits: 4,
    ...fields,
  };
}

/** Six results of 2024 and 2025 at two shows, in three regions. */
export const RESULTS: AwardResult[] = [
  anAwardResult({ Title: 'Ocean Bottle', Awards: 'Gold' }),
  anAwardResult({
    Title: 'City Lights',
    Awards: 'Grand Prix',
    Category: 'Outdoor',
    Advertiser: 'Contoso',
    agency: 'Summit Creative',
    network: 'Summit Worldwide',
    office: 'Paris',
    City: 'Paris',
    credits: 9,
  }),
  anAwardResult({
    Title: 'Fresh Start',
    Awards: 'Silver',
    Category: 'Digital',
    showName: 'D&AD',
    Advertiser: 'Fabrikam',
    agency: 'Pixel & Loom',
    network: 'Summit Worldwide',
    office: 'Singapore',
    City: 'Singapore',
    region: 'APAC',
  }),
  anAwardResult({
    Title: 'Quiet Hours',
    Awards: 'Shortlist',
    office: 'New York',
    City: 'New York',
    region: 'Americas',
  }),
  anAwardResult({ Title: 'Old Story', Awards: 'Bronze', year: 2024 }),
  anAwardResult({
    Title: 'Green Roofs',
    Awards: 'Gold',
    year: 2024,
    Category: 'Digital',
    showName: 'D&AD',
    Advertiser: 'Contoso',
    agency: 'Summit Creative',
    network: 'Summit Worldwide',
    office: 'Paris',
    City: 'Paris',
  }),
];

/** A result of a brand (advertiser) of the Summit group: its holding company and network. */
const summitBrand = (fields: Partial<AwardResult> & Pick<AwardResult, 'Title' | 'Awards' | 'Advertiser'>) =>
  anAwardResult({
    holdingCompany: 'Summit Holdings',
    network: 'Summit Worldwide',
    agency: 'Summit Creative',
    ...fields,
  });

/**
 * Six brands over 2023 to 2025 for the rankings (the BI dashboards). In 2025 against 2024: Acme 17 (5), Contoso 7
 * (10), Fabrikam 5, Initech 4 (a shortlist), Globex 3, Umbrella 1 (7); Acme, Fabrikam and Globex are Northwind Group's,
 * the others Summit Holdings'. Acme's 2023 Gold is outside any two years ending in 2025.
 */
export const RANKED_RESULTS: AwardResult[] = [
  anAwardResult({ Title: 'Tide Line', Awards: 'Grand Prix' }),
  anAwardResult({ Title: 'Ocean Bottle', Awards: 'Gold' }),
  summitBrand({ Title: 'City Lights', Awards: 'Gold', Advertiser: 'Contoso' }),
  anAwardResult({ Title: 'Fresh Start', Awards: 'Silver', Advertiser: 'Fabrikam' }),
  summitBrand({ Title: 'Night Shift', Awards: 'Bronze', Advertiser: 'Initech' }),
  summitBrand({ Title: 'Day Shift', Awards: 'Shortlist', Advertiser: 'Initech' }),
  anAwardResult({ Title: 'Orbit', Awards: 'Bronze', Advertiser: 'Globex' }),
  summitBrand({ Title: 'Rain Coat', Awards: 'Shortlist', Advertiser: 'Umbrella' }),
  summitBrand({ Title: 'Green Roofs', Awards: 'Grand Prix', Advertiser: 'Contoso', year: 2024 }),
  anAwardResult({ Title: 'Old Story', Awards: 'Silver', year: 2024 }),
  summitBrand({ Title: 'Storm Front', Awards: 'Gold', Advertiser: 'Umbrella', year: 2024 }),
  anAwardResult({ Title: 'First Light', Awards: 'Gold', year: 2023 }),
];

/** The column of a result each filter field reads. */
const FIELD_OF: Record<AwardFilterField, (result: AwardResult) => string> = {
  year: (result) => String(result.year),
  showName: (result) => result.showName,
  region: (result) => result.region,
  office: (result) => result.office,
  category: (result) => result.Category,
  awardLevel: (result) => result.Awards,
  network: (result) => result.network,
  holdingCompany: (result) => result.holdingCompany,
  agency: (result) => result.agency,
  advertiser: (result) => result.Advertiser,
};

const GROUP_BY: Record<AwardResultType, AwardFilterField> = {
  region: 'region',
  office: 'office',
  category: 'category',
  winner: 'awardLevel',
};

const isWin = (result: AwardResult) => result.Awards !== 'Shortlist';
const sum = (results: readonly AwardResult[]) => results.reduce((total, result) => total + result.points, 0);

function matches(result: AwardResult, values: AwardFilterValues, except?: AwardFilterField) {
  return AWARD_FILTER_FIELD_NAMES.every((field) => {
    const chosen = values[field];
    return field === except || !chosen?.length || chosen.includes(FIELD_OF[field](result));
  });
}

export interface FakeAwardsCalls {
  /** Result views: the GET's query or the POST's body. */
  data: ({ method: 'GET'; query: Record<string, string> } | { method: 'POST'; body: unknown })[];
  leaderboard: ({ method: 'GET'; query: Record<string, string> } | { method: 'POST'; body: unknown })[];
  showcase: unknown[];
  insights: AwardsInsightsBody[];
  pointScheme: { method: 'GET' | 'PUT'; body?: unknown }[];
  imports: { fileName: string | null; query: Record<string, string> }[];
  importLists: number;
  exports: { body: AwardsReportExportBody; auth: string | null }[];
  thumbnails: { path: string; auth: string | null }[];
}

export interface FakeAwardsApi {
  calls: FakeAwardsCalls;
  /** The site's results: empty stages a site without results. */
  results: AwardResult[];
  scheme: { levels: AwardPointLevel[]; canManage: boolean };
  /** What the next import answers: the file stored (its rows become `results`), or refused with these rows. */
  importAnswer: { stored: AwardResult[] } | { refused: AwardsImportRefused };
  /** What a PUT of the points answers when it is refused (400 with this error). */
  pointsRefusal: string | null;
  importList: AwardsImport[];
  /** The docs the site holds, by result title (the showcase's matched assets). */
  assets: Record<string, { docId: string; title: string; thumbnailUrl: string | null }>;
  /** A leaderboard of its own (many agencies), instead of one ranked from `results`. */
  leaderboard: LeaderboardRow[] | null;
  /** The most results a result view lists (the server's AWARDS_LISTED_RESULTS), null for all of them. */
  listed: number | null;
  /** The BI pages that are dashboard assets of the site (GET v2/dashboards/biPages): none unless a test adds some. */
  biPages: BiDashboardPageAsset[];
}

const latestYearOf = (results: readonly AwardResult[]) =>
  results.length > 0 ? Math.max(...results.map((result) => result.year)) : null;

function filterForm(results: readonly AwardResult[], values: AwardFilterValues): AwardFilterForm {
  const valuesOf = (field: AwardFilterField) => {
    const counts = new Map<string, number>();
    for (const result of results.filter((each) => matches(each, values, field))) {
      const value = FIELD_OF[field](result);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    for (const chosen of values[field] ?? []) if (!counts.has(chosen)) counts.set(chosen, 0);
    const names = [...counts.keys()].sort((a, b) => (field === 'year' ? b.localeCompare(a) : a.localeCompare(b)));
    return names.map((value, order) => ({
      fieldCode: field,
      fieldValue: value,
      fieldValueOrder: order,
      count: counts.get(value)!,
      selected: (values[field] ?? []).includes(value),
    }));
  };
  return {
    filterFormName: 'awards',
    filterGroups: AWARD_FILTER_GROUPS.map((group) => ({
      groupName: group.name,
      filterFields: group.fields.map((field) => ({
        fieldName: AWARD_FILTER_FIELDS[field],
        fieldCode: field,
        isMultiple: true,
        filterValues: valuesOf(field),
      })),
    })),
  };
}

function totalsOf(results: readonly AwardResult[]): AwardsData['resultTotals'] {
  const tally: Record<string, number> = Object.fromEntries(LEVELS.map((level) => [`total_${level}`, 0]));
  for (const result of results) tally[`total_${result.Awards}`] = (tally[`total_${result.Awards}`] ?? 0) + 1;
  return {
    totalNumberAwards: results.filter(isWin).length,
    totalNumberPoints: sum(results),
    numberAdvertisers: new Set(results.map((result) => result.Advertiser)).size,
    numberAgencies: new Set(results.map((result) => result.agency)).size,
    peopleCredits: results.reduce((total, result) => total + result.credits, 0),
    numberShows: new Set(results.map((result) => `${result.showName} ${result.year}`)).size,
    dynamicAwardTally: tally,
  };
}

function awardsData(fake: FakeAwardsApi, type: AwardResultType, values: AwardFilterValues): AwardsData {
  const matching = fake.results.filter((result) => matches(result, values));
  const byGroup = new Map<string, AwardResult[]>();
  for (const result of matching) {
    const name = FIELD_OF[GROUP_BY[type]](result);
    byGroup.set(name, [...(byGroup.get(name) ?? []), result]);
  }
  const groups = [...byGroup.entries()]
    .map(([groupName, results]) => ({
      groupName,
      numberAwards: results.filter(isWin).length,
      points: sum(results),
      tally: results.reduce<Record<string, number>>(
        (tally, result) => ({ ...tally, [result.Awards]: (tally[result.Awards] ?? 0) + 1 }),
        {},
      ),
      results,
      totalResults: results.length,
    }))
    .sort((a, b) =>
      type === 'winner' ? LEVELS.indexOf(a.groupName) - LEVELS.indexOf(b.groupName) : b.points - a.points,
    );
  let room = fake.listed ?? matching.length;
  for (const group of groups) {
    group.results = group.results.slice(0, room);
    room -= group.results.length;
  }
  return {
    awardResultType: type,
    awardsData: groups,
    resultTotals: totalsOf(matching),
    awardNamesByPriority: LEVELS,
    filterForm: filterForm(fake.results, values),
    currentFilterValues: values,
    totalResults: matching.length,
    shownResults: Math.min(matching.length, fake.listed ?? matching.length),
  };
}

function leaderboardOf(fake: FakeAwardsApi, values: AwardFilterValues): AwardsLeaderboard {
  const chosenYears = (values.year ?? []).map(Number);
  const current = chosenYears.length > 0 ? Math.max(...chosenYears) : latestYearOf(fake.results);
  const form = filterForm(fake.results, values);
  if (current === null)
    return {
      leaderboardLeagues: [],
      selectedLeaderboardLeague: null,
      leaderboardData: [],
      currentYearLabel: null,
      previousYearLabel: null,
      filterForm: form,
      currentFilterValues: values,
    };
  const others = fake.results.filter((result) => matches(result, values, 'year'));
  const agencies = [...new Set(others.map((result) => result.agency))];
  const pointsIn = (agency: string, year: number) =>
    sum(others.filter((result) => result.agency === agency && result.year === year));
  const ranked =
    fake.leaderboard ??
    agencies
      .map((agency) => ({ agency, now: pointsIn(agency, current), before: pointsIn(agency, current - 1) }))
      .sort((a, b) => b.now - a.now || a.agency.localeCompare(b.agency))
      .map(({ agency, now, before }, index, all): LeaderboardRow => {
        const first = others.find((result) => result.agency === agency)!;
        const previousOrder = all.filter((row) => row.before > 0).sort((a, b) => b.before - a.before);
        const previousIndex = previousOrder.findIndex((row) => row.agency === agency);
        return {
          agencyName: agency,
          network: first.network,
          holdingCompany: first.holdingCompany,
          currentYearPoints: now,
          previousYearPoints: before,
          currentYearLabel: String(current),
          previousYearLabel: String(current - 1),
          currentYearIndex: index + 1,
          previousYearIndex: previousIndex < 0 ? null : previousIndex + 1,
          currentYearAwards: others.filter(
            (result) => result.agency === agency && result.year === current && isWin(result),
          ).length,
        };
      });
  const leagues = LEADERBOARD_LEAGUE_BOUNDS.filter((league) => league.first <= ranked.length).map((league) => ({
    leagueName: league.leagueName,
    startIndex: league.first - 1,
    endIndex: Math.min(league.last, ranked.length) - 1,
  }));
  return {
    leaderboardLeagues: leagues,
    selectedLeaderboardLeague: leagues[0]?.leagueName ?? null,
    leaderboardData: ranked,
    currentYearLabel: String(current),
    previousYearLabel: String(current - 1),
    filterForm: form,
    currentFilterValues: values,
  };
}

function showcaseOf(fake: FakeAwardsApi, values: AwardFilterValues): AwardsShowcase {
  const wins = fake.results
    .filter((result) => matches(result, values) && isWin(result))
    .sort((a, b) => LEVELS.indexOf(a.Awards) - LEVELS.indexOf(b.Awards) || b.year - a.year);
  return {
    items: wins.map((result) => ({ result, asset: fake.assets[result.Title] ?? null })),
    totalWins: wins.length,
    filterForm: filterForm(fake.results, values),
    currentFilterValues: values,
  };
}

function insightsOf(fake: FakeAwardsApi, body: AwardsInsightsBody): AwardsInsights {
  const values = body.currentFilterValues;
  const matching = fake.results.filter((result) => matches(result, values));
  const years = [...new Set(matching.map((result) => result.year))].sort();
  const latest = years.at(-1) ?? null;
  const rankingField: Record<AwardsInsightsBody['rankings'][number], (result: AwardResult) => string> = {
    ...FIELD_OF,
  };
  return {
    byYear: years.map((year) => {
      const ofYear = matching.filter((result) => result.year === year);
      return {
        year,
        points: sum(ofYear),
        wins: ofYear.filter(isWin).length,
        shortlists: ofYear.filter((result) => !isWin(result)).length,
      };
    }),
    byLevel: LEVELS.map((level) => {
      const ofLevel = matching.filter((result) => result.Awards === level);
      return { level, count: ofLevel.length, points: sum(ofLevel) };
    }).filter((level) => level.count > 0),
    rankings: body.rankings.map((dimension) => {
      const names = [...new Set(matching.map(rankingField[dimension]))];
      const of = (name: string) => matching.filter((result) => rankingField[dimension](result) === name);
      return {
        dimension,
        rows: names
          .map((name) => ({
            name,
            points: sum(of(name)),
            wins: of(name).filter(isWin).length,
            shortlists: of(name).filter((result) => !isWin(result)).length,
            latestPoints: sum(of(name).filter((result) => result.year === latest)),
            previousPoints: sum(of(name).filter((result) => latest !== null && result.year === latest - 1)),
          }))
          .sort((a, b) => b.points - a.points),
      };
    }),
    resultTotals: totalsOf(matching),
    awardNamesByPriority: LEVELS,
    latestYear: latest,
    filterForm: filterForm(fake.results, values),
    currentFilterValues: values,
  };
}

function schemeOf(fake: FakeAwardsApi): AwardPointScheme {
  return {
    levels: fake.scheme.levels,
    isDefault: fake.scheme.levels.every((level, index) => level.points === DEFAULT_AWARD_POINTS[index]?.points),
    source: 'Cannes Lions points for its points-based special awards.',
    canManage: fake.scheme.canManage,
  };
}

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/**
 * Installs the awards calls on the test's MSW server, for the given site: a site user's view by default; `canManage`
 * for a site administrator.
 */
export function fakeAwardsApi(
  server: SetupServerApi,
  {
    siteId = 12,
    canManage = false,
    results = RESULTS,
  }: { siteId?: number; canManage?: boolean; results?: AwardResult[] } = {},
): FakeAwardsApi {
  const fake: FakeAwardsApi = {
    calls: {
      data: [],
      leaderboard: [],
      showcase: [],
      insights: [],
      pointScheme: [],
      imports: [],
      importLists: 0,
      exports: [],
      thumbnails: [],
    },
    results: [...results],
    scheme: { levels: DEFAULT_AWARD_POINTS.map((level) => ({ ...level })), canManage },
    importAnswer: { stored: RESULTS },
    pointsRefusal: null,
    importList: [],
    assets: {},
    leaderboard: null,
    listed: null,
    biPages: [],
  };
  const ofSite = (id: unknown) => Number(id) === siteId;
  const notThisSite = () => HttpResponse.json({ error: 'Not this test’s site.' }, { status: 404 });
  const defaults = (): AwardFilterValues => {
    const year = latestYearOf(fake.results);
    return year === null ? {} : { year: [String(year)] };
  };
  server.use(
    http.get(`${TEST_API_BASE}/v2/dashboards/biPages`, ({ request }) =>
      ofSite(query(request).indexId) ? HttpResponse.json(fake.biPages) : notThisSite(),
    ),
    http.get(api('getAwardsData'), ({ request }) => {
      const asked = query(request);
      fake.calls.data.push({ method: 'GET', query: asked });
      if (!ofSite(asked.deploymentIndexId)) return notThisSite();
      return HttpResponse.json(awardsData(fake, asked.awardResultType as AwardResultType, defaults()));
    }),
    http.post(api('getFilteredAwardsData'), async ({ request }) => {
      const body = (await request.json()) as {
        deploymentIndexId: number;
        awardResultType: AwardResultType;
        currentFilterValues: AwardFilterValues;
      };
      fake.calls.data.push({ method: 'POST', body });
      if (!ofSite(body.deploymentIndexId)) return notThisSite();
      return HttpResponse.json(awardsData(fake, body.awardResultType, body.currentFilterValues));
    }),
    http.get(api('getAwardsLeaderboard'), ({ request }) => {
      const asked = query(request);
      fake.calls.leaderboard.push({ method: 'GET', query: asked });
      if (!ofSite(asked.deploymentIndexId)) return notThisSite();
      return HttpResponse.json(leaderboardOf(fake, {}));
    }),
    http.post(api('getFilteredAwardsLeaderboard'), async ({ request }) => {
      const body = (await request.json()) as { deploymentIndexId: number; currentFilterValues: AwardFilterValues };
      fake.calls.leaderboard.push({ method: 'POST', body });
      if (!ofSite(body.deploymentIndexId)) return notThisSite();
      return HttpResponse.json(leaderboardOf(fake, body.currentFilterValues));
    }),
    http.post(api('showcase'), async ({ request }) => {
      const body = (await request.json()) as { deploymentIndexId: number; currentFilterValues: AwardFilterValues };
      fake.calls.showcase.push(body);
      if (!ofSite(body.deploymentIndexId)) return notThisSite();
      return HttpResponse.json(showcaseOf(fake, body.currentFilterValues));
    }),
    http.post(api('insights'), async ({ request }) => {
      const body = (await request.json()) as AwardsInsightsBody;
      fake.calls.insights.push(body);
      if (!ofSite(body.deploymentIndexId)) return notThisSite();
      return HttpResponse.json(insightsOf(fake, body));
    }),
    http.get(api('pointScheme'), ({ request }) => {
      fake.calls.pointScheme.push({ method: 'GET' });
      if (!ofSite(query(request).deploymentIndexId)) return notThisSite();
      return HttpResponse.json(schemeOf(fake));
    }),
    http.put(api('pointScheme'), async ({ request }) => {
      const body = (await request.json()) as { deploymentIndexId: number; levels: AwardPointLevel[] };
      fake.calls.pointScheme.push({ method: 'PUT', body });
      if (fake.pointsRefusal) return HttpResponse.json({ statusCode: 400, error: fake.pointsRefusal }, { status: 400 });
      fake.scheme.levels = body.levels;
      fake.results = fake.results.map((result) => ({
        ...result,
        points: body.levels.find((level) => level.level === result.Awards)?.points ?? 0,
      }));
      return HttpResponse.json(schemeOf(fake));
    }),
    http.post(api('import'), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      fake.calls.imports.push({ fileName: file instanceof Blob ? (file as File).name : null, query: query(request) });
      const answer = fake.importAnswer;
      if ('refused' in answer) return HttpResponse.json(answer.refused, { status: 400 });
      const years = [...new Set(answer.stored.map((result) => result.year))].sort();
      const stored: AwardsImport = {
        importId: fake.importList.length + 1,
        fileName: (file as File).name,
        years,
        rows: answer.stored.length,
        replacedRows: fake.results.filter((result) => years.includes(result.year)).length,
        importedBy: 'Ava Morgan',
        importedAt: '2026-11-20T09:00:00.000Z',
      };
      fake.results = [...fake.results.filter((result) => !years.includes(result.year)), ...answer.stored];
      fake.importList = [stored, ...fake.importList];
      return HttpResponse.json(stored, { status: 201 });
    }),
    http.get(api('imports'), () => {
      fake.calls.importLists += 1;
      return HttpResponse.json({ imports: fake.importList });
    }),
    http.post(api('reports/export'), async ({ request }) => {
      const body = (await request.json()) as AwardsReportExportBody;
      fake.calls.exports.push({ body, auth: request.headers.get('Authorization') });
      return new HttpResponse('year,show\n2025,Cannes Lions\n', {
        headers: {
          'Content-Type': body.format === 'csv' ? 'text/csv' : 'application/octet-stream',
          'Content-Disposition': `attachment; filename="award-${body.report}-2025.${body.format}"`,
        },
      });
    }),
    http.get(`${TEST_API_BASE}/v2/assets/document/preview/:docId`, ({ request }) => {
      const url = new URL(request.url);
      fake.calls.thumbnails.push({ path: `${url.pathname}${url.search}`, auth: request.headers.get('Authorization') });
      return new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });
    }),
  );
  return fake;
}
