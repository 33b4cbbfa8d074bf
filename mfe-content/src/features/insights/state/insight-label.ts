import type { ChartedInsightKey } from '@portal/contracts';

/** A charted insight key as a heading: spelled as the spec spells it, with a capital ('Brand names'). */
export const insightLabel = (field: ChartedInsightKey): string => field.charAt(0).toUpperCase() + field.slice(1);
