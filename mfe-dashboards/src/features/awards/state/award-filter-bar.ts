import type { AwardFilterField, AwardFilterValues, AwardResultView } from '@portal/contracts';
import { AWARD_FILTER_FIELD_NAMES } from '@portal/contracts';
import { isAwardFilterField, withFieldValues } from './award-filter-params';

/*
 * The awards filter bar keeps the fields used most in view: the year, the show and the page's own field (what the
 * page groups or ranks by). The others fold under "More filters", which counts the folded fields holding a choice.
 * Every value chosen, whichever field holds it, shows in the bar as a chip that removes it. Fields the page fixes
 * itself (the Cannes dashboard's show) are neither offered nor shown.
 */

/** The fields in view on every page. */
const EVERY_PAGE: readonly AwardFilterField[] = ['year', 'showName'];

/** The field each result view groups its results by. */
export const RESULT_VIEW_FIELDS = {
  'regional-view': 'region',
  'office-view': 'office',
  'category-view': 'category',
  'winners-list-view': 'awardLevel',
} as const satisfies Record<AwardResultView, AwardFilterField>;

/** The fields in view: the year, the show and the page's own field, less those the page fixes. */
export function inlineFields(
  pageField: AwardFilterField | undefined,
  fixed: readonly AwardFilterField[],
): AwardFilterField[] {
  const fields = pageField && !EVERY_PAGE.includes(pageField) ? [...EVERY_PAGE, pageField] : EVERY_PAGE;
  return fields.filter((field) => !fixed.includes(field));
}

/** Whether a field of the form folds under "More filters": neither inline nor fixed. */
export const isFolded = (
  fieldName: string,
  inline: readonly AwardFilterField[],
  fixed: readonly AwardFilterField[],
): fieldName is AwardFilterField =>
  isAwardFilterField(fieldName) && !inline.includes(fieldName) && !fixed.includes(fieldName);

/** How many folded fields hold a choice: the count on "More filters". */
export function foldedChoices(
  values: AwardFilterValues,
  inline: readonly AwardFilterField[],
  fixed: readonly AwardFilterField[],
): number {
  return AWARD_FILTER_FIELD_NAMES.filter((field) => isFolded(field, inline, fixed) && (values[field]?.length ?? 0) > 0)
    .length;
}

/** One value chosen, as the bar's chip shows it. */
export interface FilterChoice {
  key: string;
  field: AwardFilterField;
  value: string;
}

/** Every value chosen, field by field in the fields' order, those of fixed fields left out. */
export function filterChoices(values: AwardFilterValues, fixed: readonly AwardFilterField[]): FilterChoice[] {
  return AWARD_FILTER_FIELD_NAMES.filter((field) => !fixed.includes(field)).flatMap((field) =>
    (values[field] ?? []).map((value) => ({ key: `${field}:${value}`, field, value })),
  );
}

/** The values without one choice. */
export const withoutChoice = (values: AwardFilterValues, { field, value }: FilterChoice): AwardFilterValues =>
  withFieldValues(
    values,
    field,
    (values[field] ?? []).filter((each) => each !== value),
  );
