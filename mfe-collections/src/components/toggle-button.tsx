import { Button } from 'antd';

/**
 * A per-user or per-site toggle (spec §4: pin/unpin, star/unstar, featured/not featured): the label says what a
 * click does, `aria-pressed` what holds now; the accessible name carries the item's name.
 */
export function ToggleButton({
  on,
  onLabel,
  offLabel,
  itemName,
  loading,
  onToggle,
}: {
  on: boolean;
  /** The label while on (what a click does then, e.g. 'Unpin'). */
  onLabel: string;
  offLabel: string;
  itemName: string;
  loading?: boolean;
  onToggle: (next: boolean) => void;
}) {
  const label = on ? onLabel : offLabel;
  return (
    <Button
      size="small"
      type={on ? 'primary' : 'default'}
      ghost={on}
      aria-pressed={on}
      aria-label={`${label} ${itemName}`}
      loading={loading}
      onClick={() => onToggle(!on)}
    >
      {label}
    </Button>
  );
}
