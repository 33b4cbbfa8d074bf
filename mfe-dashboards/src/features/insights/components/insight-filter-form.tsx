import { useId } from 'react';
import { Select, Skeleton, theme } from 'antd';
import { errorMessage } from '@portal/api-client';
import { DATE_FILTERS, type DateFilterLabel, type Facet } from '@portal/contracts';
import { usePhone, LoadFailure } from '@portal/ui';
import type { InsightFacetGroup } from '../state/insight-facets';
import { dateFilterOf, selectedValues, withDateFilter, withFieldValues } from '../state/insight-filters';
import { cardStyle } from '../../../components/card-style';
import { formatCount } from '../../../lib/format-count';

/** A field's select: its values with their counts, the chosen ones listed even when outside the top values. */
function FacetSelect({
  facet,
  chosen,
  onChange,
}: {
  facet: Facet;
  chosen: string[];
  onChange: (values: string[]) => void;
}) {
  const id = useId();
  const { token } = theme.useToken();
  const offered = new Set(facet.values.map((value) => value.name));
  const options = [
    ...facet.values.map((value) => ({ value: value.name, label: `${value.name} (${formatCount(value.count)})` })),
    ...chosen.filter((value) => !offered.has(value)).map((value) => ({ value, label: value })),
  ];
  return (
    <div style={{ display: 'grid', gap: 4, minWidth: 0 }}>
      <label htmlFor={id} style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
        {facet.displayName}
      </label>
      {facet.isMultiple ? (
        <Select
          id={id}
          mode="multiple"
          allowClear
          virtual={false}
          maxTagCount="responsive"
          placeholder="Any"
          options={options}
          value={chosen}
          onChange={(values: string[]) => onChange(values)}
          notFoundContent="No values in this period"
        />
      ) : (
        <Select
          id={id}
          allowClear
          virtual={false}
          placeholder="Any"
          options={options}
          value={chosen.at(-1) ?? null}
          onChange={(value: string | null | undefined) => onChange(value ? [value] : [])}
          notFoundContent="No values in this period"
        />
      )}
    </div>
  );
}

/**
 * The filter form of Analytics & Insights (spec §2.3 'filters shown'; §3 Filter form: groups of fields, each with
 * its values): the period (DATE_FILTERS, default the last 3 months) and, per facet shown in filters, its values from
 * the dashboard insights, grouped by facet group. A single-select field takes one value (choosing another replaces
 * it, spec §4); every change goes to the URL and so to every chart. On a phone the fields fold under one summary.
 */
export function InsightFilterForm({
  items,
  codes,
  groups,
  loading,
  error,
  onRetry,
  onChange,
}: {
  items: string[];
  codes: string[];
  groups: InsightFacetGroup[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onChange: (items: string[]) => void;
}) {
  const { token } = theme.useToken();
  const phone = usePhone();
  const periodId = useId();
  const columns = phone ? '1fr' : 'repeat(auto-fill, minmax(220px, 1fr))';
  const chosenCount = groups
    .flatMap((group) => group.facets)
    .reduce((count, facet) => count + selectedValues(items, facet.name, codes).length, 0);
  const fields = groups.map((group) => (
    <fieldset key={group.name} style={{ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'grid', gap: 8 }}>
      <legend style={{ padding: 0, marginBottom: 8, fontWeight: 600, fontSize: token.fontSize }}>{group.name}</legend>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: columns }}>
        {group.facets.map((facet) => (
          <FacetSelect
            key={facet.name}
            facet={facet}
            chosen={selectedValues(items, facet.name, codes)}
            onChange={(values) => onChange(withFieldValues(items, facet.name, values, codes))}
          />
        ))}
      </div>
    </fieldset>
  ));
  return (
    <section
      aria-labelledby={`${periodId}-title`}
      style={{
        display: 'grid',
        gap: 16,
        ...cardStyle(token),
      }}
    >
      <h3 id={`${periodId}-title`} style={{ margin: 0, fontSize: token.fontSizeLG, fontWeight: 600 }}>
        Filters
      </h3>
      <div style={{ display: 'grid', gap: 4, maxWidth: phone ? undefined : 240 }}>
        <label htmlFor={periodId} style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
          Period
        </label>
        <Select
          id={periodId}
          virtual={false}
          value={dateFilterOf(items)}
          options={DATE_FILTERS.map((filter) => ({ value: filter.label, label: filter.label }))}
          onChange={(label: DateFilterLabel) => onChange(withDateFilter(items, label))}
        />
      </div>
      {error ? (
        <LoadFailure title="The filter values could not be loaded." reason={errorMessage(error)} onRetry={onRetry} />
      ) : loading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} aria-busy="true" />
      ) : phone ? (
        // On a phone the fields fold away, so the figures are not a screen of selects further down.
        <details>
          <summary style={{ cursor: 'pointer', fontWeight: 600 }}>
            Filter by field{chosenCount > 0 ? ` (${chosenCount} chosen)` : ''}
          </summary>
          <div style={{ display: 'grid', gap: 16, marginTop: 12 }}>{fields}</div>
        </details>
      ) : (
        fields
      )}
    </section>
  );
}
