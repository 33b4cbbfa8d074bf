import {
  AWARD_FILTER_FIELD_NAMES,
  AWARD_FILTER_FIELDS,
  AWARD_FILTER_GROUPS,
  AWARD_FILTER_LIMITS,
  type AwardFilterField,
  type AwardFilterForm,
  type AwardFilterValues,
} from '@portal/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { awardImports, awardResults } from '../db/schema/index.js';
import { sqlRows } from '../db/sql-rows.js';
import { HttpError } from '../http/http-error.js';

/** The column each filter field reads. */
export const FILTER_COLUMNS = {
  year: awardResults.year,
  showName: awardResults.showName,
  region: awardResults.region,
  office: awardResults.office,
  category: awardResults.category,
  awardLevel: awardResults.awardLevel,
  network: awardResults.network,
  holdingCompany: awardResults.holdingCompany,
  agency: awardResults.agency,
  advertiser: awardResults.advertiser,
} as const satisfies Record<AwardFilterField, unknown>;

/** The chosen values, without empty lists and repeated values; years must be whole numbers (400 otherwise). */
export function cleanFilterValues(values: AwardFilterValues): AwardFilterValues {
  const cleaned: AwardFilterValues = {};
  for (const field of AWARD_FILTER_FIELD_NAMES) {
    const chosen = [...new Set((values[field] ?? []).map((value) => value.trim()).filter(Boolean))];
    if (chosen.length === 0) continue;
    if (field === 'year') {
      const bad = chosen.find((value) => !/^\d{4}$/.test(value));
      if (bad !== undefined) throw new HttpError(400, `The year '${bad}' is not a year: give four digits, e.g. 2025.`);
    }
    cleaned[field] = chosen;
  }
  return cleaned;
}

/** The condition of one field's choice (none: every value). */
function fieldCondition(field: AwardFilterField, chosen: readonly string[] | undefined): SQL | undefined {
  if (!chosen || chosen.length === 0) return undefined;
  if (field === 'year') {
    return sql`${awardResults.year} in (${sql.join(
      chosen.map((value) => sql`${Number(value)}::int`),
      sql`, `,
    )})`;
  }
  return sql`${FILTER_COLUMNS[field]} in (${sql.join(
    chosen.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/**
 * Rows that are results: written by an import that is done, or by one since deleted (award_import_id null). The rows
 * of an import still writing them, or of one that failed, are no one's results (db/schema/awards.ts awardImports).
 */
export const visibleResults = sql`not exists (select 1 from ${awardImports} where ${awardImports.awardImportId} = ${awardResults.awardImportId} and ${awardImports.state} <> 'done')`;

/** The site's results under the chosen values, leaving out one field's choice (for that field's counts). */
export function resultsCondition(siteId: number, values: AwardFilterValues, except?: AwardFilterField): SQL {
  const conditions = AWARD_FILTER_FIELD_NAMES.filter((field) => field !== except).map((field) =>
    fieldCondition(field, values[field]),
  );
  return and(eq(awardResults.deploymentIndexId, siteId), visibleResults, ...conditions) as SQL;
}

/**
 * The filter form: each field's values with how many results hold them under the other fields' choices (faceted
 * counts, so choosing a region still offers the other regions), the chosen ones marked selected. Years newest
 * first, other values by name; empty values are left out; a field offers at most AWARD_FILTER_LIMITS.valuesPerField
 * values (those chosen always among them).
 */
export async function filterForm(db: Db, siteId: number, values: AwardFilterValues): Promise<AwardFilterForm> {
  const counted = new Map<AwardFilterField, { value: string; count: number }[]>();
  for (const field of AWARD_FILTER_FIELD_NAMES) {
    const column = FILTER_COLUMNS[field];
    const rows = await sqlRows<{ value: string | number; count: number }>(
      db,
      sql`select ${column} as value, count(*)::int as count from ${awardResults}
          where ${resultsCondition(siteId, values, field)} and ${column}::text <> ''
          group by ${column} order by ${field === 'year' ? sql`${column} desc` : sql`${column}`}
          limit ${AWARD_FILTER_LIMITS.valuesPerField}`,
    );
    const offered = rows.map((row) => ({ value: String(row.value), count: row.count }));
    for (const chosen of values[field] ?? []) {
      if (!offered.some((entry) => entry.value === chosen)) offered.push({ value: chosen, count: 0 });
    }
    counted.set(field, offered);
  }
  return {
    filterFormName: 'awards',
    filterGroups: AWARD_FILTER_GROUPS.map((group) => ({
      groupName: group.name,
      filterFields: group.fields.map((field) => ({
        fieldName: AWARD_FILTER_FIELDS[field],
        fieldCode: field,
        isMultiple: true,
        filterValues: (counted.get(field) ?? []).map((entry, order) => ({
          fieldCode: field,
          fieldValue: entry.value,
          fieldValueOrder: order,
          count: entry.count,
          selected: (values[field] ?? []).includes(entry.value),
        })),
      })),
    })),
  };
}

/** The latest year of the site's results (null without results). */
export async function latestYear(db: Db, siteId: number): Promise<number | null> {
  const [row] = await sqlRows<{ year: number | null }>(
    db,
    sql`select max(${awardResults.year})::int as year from ${awardResults} where ${resultsCondition(siteId, {})}`,
  );
  return row?.year ?? null;
}

/** The values a page opens with: the latest year's results (every result when the site has none yet). */
export async function defaultFilterValues(db: Db, siteId: number): Promise<AwardFilterValues> {
  const year = await latestYear(db, siteId);
  return year === null ? {} : { year: [String(year)] };
}
