import { memo, useState } from 'react';
import { Button, Select, Space, theme } from 'antd';
import { DATE_FILTERS } from '@portal/contracts';
import type { Facet } from '@portal/contracts';
import { clearFacet, dateFilterOf, selectedValues, toggleFacetValue, withDateFilter } from '../state/facet-query';
import { FACET_VALUE_ORDERS, sortFacetValues, type FacetValueOrder } from '../state/facet-value-order';

/** Values listed before "Show more"; each click shows this many more. */
const VALUES_SHOWN = 8;

function FacetValues(props: {
  facet: Facet;
  items: string[];
  selected: ReadonlySet<string>;
  codes: string[];
  order: FacetValueOrder;
  onChange: (items: string[]) => void;
}) {
  const { facet, items, selected, codes, order, onChange } = props;
  const { token } = theme.useToken();
  const [shown, setShown] = useState(VALUES_SHOWN);
  const values = sortFacetValues(facet.values, order);
  return (
    <div role="group" aria-label={facet.displayName} style={{ display: 'grid', gap: 4 }}>
      {values.slice(0, shown).map((value) => (
        <label key={value.name} style={{ display: 'flex', gap: 8, alignItems: 'baseline', cursor: 'pointer' }}>
          <input
            type="checkbox"
            checked={selected.has(value.name)}
            onChange={() =>
              onChange(toggleFacetValue(items, { code: facet.name, isMultiple: facet.isMultiple }, value.name, codes))
            }
            style={{ accentColor: token.colorPrimary, margin: 0 }}
          />
          <span>
            {value.name} <span style={{ color: token.colorTextSecondary }}>({value.count})</span>
          </span>
        </label>
      ))}
      <Space size={4}>
        {values.length > shown && (
          <Button size="small" type="link" onClick={() => setShown(shown + VALUES_SHOWN * 4)}>
            Show more ({values.length - shown})
          </Button>
        )}
        {selected.size > 0 && (
          <Button size="small" type="link" onClick={() => onChange(clearFacet(items, facet.name, codes))}>
            Clear {facet.displayName}
          </Button>
        )}
      </Space>
    </div>
  );
}

/**
 * The facets of a result (spec §4): grouped by the facet groups in their order, each field in its configured
 * order, values with their counts. Single-select fields clear their other values on select. The date filters
 * (past 3 years … 15 days) come first. Values sort by count (most first by default) or by name.
 */
export const FacetsPanel = memo(
  FacetsPanelOf,
  (before, after) =>
    before.facets === after.facets && before.onChange === after.onChange && sameItems(before.items, after.items),
);

function sameItems(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

function FacetsPanelOf({
  facets,
  items,
  onChange,
}: {
  facets: Facet[];
  items: string[];
  onChange: (items: string[]) => void;
}) {
  const { token } = theme.useToken();
  const [order, setOrder] = useState<FacetValueOrder>('count-desc');
  const shown = facets
    .filter((facet) => facet.displayInFilter)
    .sort((a, b) => a.groupOrder - b.groupOrder || a.order - b.order);
  const codes = facets.map((facet) => facet.name);
  const groups = [...new Set(shown.map((facet) => facet.groupName))];
  const date = dateFilterOf(items);
  // Which facets are open (the first two of each group, and those with a selection, to begin with); a closed
  // facet does not render its values, so a field of thousands of values costs nothing until it is opened.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  return (
    <aside aria-label="Filters" style={{ display: 'grid', gap: 12 }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <strong>Filters</strong>
        <Select
          size="small"
          aria-label="Sort values"
          value={order}
          onChange={setOrder}
          options={FACET_VALUE_ORDERS.map((option) => ({ value: option.key, label: option.label }))}
          style={{ width: 170 }}
        />
      </Space>
      <div>
        <strong id="published-filter">Published</strong>
        <div role="radiogroup" aria-labelledby="published-filter" style={{ display: 'grid', gap: 4, marginTop: 4 }}>
          {[null, ...DATE_FILTERS.map((filter) => filter.label)].map((label) => (
            <label key={label ?? 'any'} style={{ display: 'flex', gap: 8, alignItems: 'center', cursor: 'pointer' }}>
              <input
                type="radio"
                name="published-filter"
                checked={date === label}
                onChange={() => onChange(withDateFilter(items, label))}
                style={{ accentColor: token.colorPrimary, margin: 0 }}
              />
              {label ?? 'Any time'}
            </label>
          ))}
        </div>
      </div>
      {groups.map((group) => (
        <section key={group} aria-label={group}>
          <div
            style={{ color: token.colorTextSecondary, textTransform: 'uppercase', fontSize: 12, letterSpacing: 0.5 }}
          >
            {group}
          </div>
          {shown
            .filter((facet) => facet.groupName === group)
            .map((facet, index) => {
              const selected = new Set(selectedValues(items, facet.name, codes));
              const count = selected.size;
              const open = toggled[facet.name] ?? (index < 2 || count > 0);
              return (
                // Native disclosure: keyboard and screen readers know it.
                <details
                  key={facet.name}
                  open={open}
                  onToggle={(event) => {
                    const now = event.currentTarget.open;
                    if (now !== open) setToggled((current) => ({ ...current, [facet.name]: now }));
                  }}
                  style={{ padding: '6px 0' }}
                >
                  <summary style={{ cursor: 'pointer', fontWeight: 500, padding: '4px 0' }}>
                    {facet.displayName}
                    {count > 0 && (
                      <span style={{ color: token.colorTextSecondary, fontWeight: 400 }}> ({count} selected)</span>
                    )}
                  </summary>
                  {open && (
                    <div style={{ padding: '4px 0 0 16px' }}>
                      <FacetValues
                        facet={facet}
                        items={items}
                        selected={selected}
                        codes={codes}
                        order={order}
                        onChange={onChange}
                      />
                    </div>
                  )}
                </details>
              );
            })}
        </section>
      ))}
    </aside>
  );
}
