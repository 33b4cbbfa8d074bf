import { CHARTED_INSIGHT_KEYS } from '../entities/charted-insight-keys.js';

/**
 * Spec §5 insight rules, shared by the content page's insight charts and the server:
 * - "Only these insight keys are charted": CHARTED_INSIGHT_KEYS (organizations, brand names, …, video faces), spelled
 *   as the spec spells them (entities/charted-insight-keys.ts); the server's GET v2/assets/{id}/insights/metadata accepts exactly these as `field`.
 * - "Face insights hide names containing unknown" (Video Indexer names unrecognised faces 'Unknown #1', …), in any case.
 * - "Listable video insights need at least one appearance".
 */
export type ChartedInsightKey = (typeof CHARTED_INSIGHT_KEYS)[number];

/** Whether the key is one of the charted insight keys (exact spelling; surrounding spaces and case are not forgiven). */
export const isChartedInsightKey = (key: string): key is ChartedInsightKey =>
  (CHARTED_INSIGHT_KEYS as readonly string[]).includes(key);

/** The charted keys among `keys`, in the order given, each once. */
export const chartedInsightKeys = (keys: readonly string[]): ChartedInsightKey[] => [
  ...new Set(keys.filter(isChartedInsightKey)),
];

/** Whether a face's name marks it as unrecognised: it contains "unknown" in any case ('Unknown #1'). */
export const isUnknownFaceName = (name: string | null | undefined): boolean =>
  (name ?? '').toLowerCase().includes('unknown');

/** The faces whose names may be shown: those whose name does not contain "unknown". */
export const visibleFaces = <Face extends { name?: string | null }>(faces: readonly Face[]): Face[] =>
  faces.filter((face) => !isUnknownFaceName(face.name));

/** Whether a video insight may be listed: it has at least one appearance. */
export const isListableVideoInsight = (insight: { appearances?: readonly unknown[] | null }): boolean =>
  (insight.appearances?.length ?? 0) > 0;

/** The video insights that may be listed (at least one appearance), in the order given. */
export const listableVideoInsights = <Insight extends { appearances?: readonly unknown[] | null }>(
  insights: readonly Insight[],
): Insight[] => insights.filter(isListableVideoInsight);

/** The faces a face list shows: named (no "unknown") and listable (at least one appearance). */
export const listableFaces = <Face extends { name?: string | null; appearances?: readonly unknown[] | null }>(
  faces: readonly Face[],
): Face[] => listableVideoInsights(visibleFaces(faces));
