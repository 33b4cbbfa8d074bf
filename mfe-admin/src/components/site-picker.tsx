import { Select } from 'antd';
import type { ManagedSite } from '../lib/admin-scope';

/** The label of a site in the pickers: the site, and its deployment when known. */
export const siteLabel = (site: ManagedSite) =>
  site.deploymentName ? `${site.name} (${site.deploymentName})` : site.name;

/**
 * A picker of the sites the signed-in user manages (never any other). With `allLabel`, a first choice of every site
 * (value null) is offered.
 */
export function SitePicker({
  id,
  sites,
  value,
  onChange,
  allLabel,
  loading,
}: {
  /** The id of the input, for the label that names it. */
  id: string;
  sites: readonly ManagedSite[];
  value: number | null;
  onChange: (siteId: number | null) => void;
  allLabel?: string;
  loading?: boolean;
}) {
  const options = [
    ...(allLabel ? [{ value: 0, label: allLabel }] : []),
    ...sites.map((site) => ({ value: site.siteId, label: siteLabel(site) })),
  ];
  return (
    <Select
      id={id}
      value={value ?? (allLabel ? 0 : undefined)}
      placeholder="Choose a site"
      options={options}
      loading={loading}
      onChange={(next: number) => onChange(next === 0 ? null : next)}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 220, maxWidth: '100%' }}
    />
  );
}
