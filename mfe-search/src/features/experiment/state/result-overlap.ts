import { MODE_LABELS, EXPERIMENT_MODES, type ExperimentMode } from './experiment-requests';

/** The doc ids each search found, for the searches that answered. */
export type ResultLists = Partial<Record<ExperimentMode, readonly string[]>>;

const answered = (lists: ResultLists) => EXPERIMENT_MODES.filter((mode) => lists[mode] !== undefined);
const lower = (mode: ExperimentMode) => MODE_LABELS[mode].toLowerCase();
const and = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
const results = (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`;

/**
 * Which other lists hold a result of `mode`'s list: "also in keyword and hybrid", or "only here" when no other
 * answered list has it; null while no other list is there to compare with.
 */
export function overlapMarker(docId: string, mode: ExperimentMode, lists: ResultLists): string | null {
  const others = answered(lists).filter((other) => other !== mode);
  if (others.length === 0) return null;
  const holding = others.filter((other) => lists[other]!.includes(docId));
  return holding.length > 0 ? `also in ${and(holding.map(lower))}` : 'only here';
}

function shared(a: readonly string[], ...rest: (readonly string[])[]): number {
  return new Set(a.filter((docId) => rest.every((list) => list.includes(docId)))).size;
}

/** How many results the answered lists share: all of them, then each pair; null with fewer than two lists. */
export function overlapSummary(lists: ResultLists): string | null {
  const modes = answered(lists);
  const pairs = modes.flatMap((a, i) => modes.slice(i + 1).map((b) => [a, b] as const));
  const pairText = (a: ExperimentMode, b: ExperimentMode) =>
    `${lower(a)} and ${lower(b)} share ${shared(lists[a]!, lists[b]!)}`;
  if (modes.length === 2) {
    const [a, b] = pairs[0]!;
    return `${MODE_LABELS[a]} and ${lower(b)} share ${results(shared(lists[a]!, lists[b]!))}.`;
  }
  if (modes.length === 3) {
    const all = shared(lists.keyword!, lists.semantic!, lists.hybrid!);
    return `The three lists share ${results(all)}; ${pairs.map(([a, b]) => pairText(a, b)).join(', ')}.`;
  }
  return null;
}
