import { Skeleton } from 'antd';
import { errorMessage } from '@portal/api-client';
import { DATE_FILTER_FIELD, DATE_FILTERS, type DateFilterLabel, type Facet } from '@portal/contracts';
import { LoadFailure } from '@portal/ui';
import type { InsightFacetGroup } from '../state/insight-facets';
import { foldedChosen, insightChips, splitInsightFields } from '../state/insight-filter-bar';
import { dateFilterOf, selectedValues, withDateFilter, withFieldValues, withoutItem } from '../state/insight-filters';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import type { FilterBarField } from '../../../components/filter-bar/filter-field-select';

/**
 * The filter bar of Analytics & Insights (spec §2.3 'filters shown'; §3 Filter form: groups of fields, each with its
 * values), the dashboards' one filter bar (components/filter-bar): the period (DATE_FILTERS, default the last 3
 * months) and the fields used most in view (state/insight-filter-bar.ts), the site's other fields shown in filters
 * under "More filters", each with its values from the dashboard insights; a single-select field takes one value
 * (choosing another replaces it, spec §4). The filters applied are chips; "Clear all filters" goes back to the last 3
 * months of everything. Every change goes to the URL and so to every figure and chart.
 */
export function InsightFilterBar({
  items,
  codes,
  fieldNames,
  groups,
  loading,
  error,
  onRetry,
  onChange,
}: {
  items: string[];
  codes: string[];
  /** Display names of the fields by code, for the chips. */
  fieldNames: ReadonlyMap<string, string>;
  groups: InsightFacetGroup[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onChange: (items: string[]) => void;
}) {
  const { inline, folded } = splitInsightFields(groups);
  const period: FilterBarField = {
    name: DATE_FILTER_FIELD,
    label: 'Period',
    options: DATE_FILTERS.map((filter) => ({ value: filter.label })),
    chosen: [dateFilterOf(items)],
    multiple: false,
    clearable: false,
    empty: 'No periods',
  };
  const field = (facet: Facet): FilterBarField => ({
    name: facet.name,
    label: facet.displayName,
    options: facet.values.map((value) => ({ value: value.name, count: value.count })),
    chosen: selectedValues(items, facet.name, codes),
    multiple: facet.isMultiple,
    empty: 'No values in this period',
  });
  return (
    <FilterBar
      inline={[period, ...(loading || error ? [] : inline.map(field))]}
      folded={folded.map((group) => ({ name: group.name, fields: group.facets.map(field) }))}
      moreChosen={foldedChosen(folded, items, codes)}
      onField={(name, values) =>
        onChange(
          name === DATE_FILTER_FIELD
            ? withDateFilter(items, values[0] as DateFilterLabel)
            : withFieldValues(items, name, values, codes),
        )
      }
      chips={insightChips(items, codes, fieldNames)}
      onRemove={(item) => onChange(withoutItem(items, item))}
      onClear={() => onChange([])}
      status={
        error ? (
          <LoadFailure title="The filter values could not be loaded." reason={errorMessage(error)} onRetry={onRetry} />
        ) : loading ? (
          <Skeleton active title={false} paragraph={{ rows: 1 }} aria-busy="true" />
        ) : undefined
      }
    />
  );
}
