import { looksLikeInstructions, sentencesOf, terms } from './text-analysis.js';

/** A passage to answer from, with the number its document is cited by. */
export interface AnswerSource {
  n: number;
  text: string;
  /** The title of its document: what its sentences are about even when they do not name it. */
  title?: string;
  /** Its retrieval rank's weight (higher first). */
  score: number;
}

export interface ExtractiveAnswer {
  /** Sentences quoted from the passages, each followed by its citation [n]; '' when none answers. */
  text: string;
  /** The sentences quoted, as written. */
  sentences: string[];
  /** The citation numbers used, in order of first use. */
  cited: number[];
}

/** The fewest of the question's words (share) a sentence must hold to be quoted as an answer. */
const MIN_SHARE = 0.3;
const MAX_SENTENCES = 3;
/** What a question's word found in the sentence's document title counts for, against one in the sentence itself. */
const TITLE_WEIGHT = 0.6;

/**
 * The local provider's answer: the passages' sentences that hold most of the question's words (weighted by how rare
 * each word is among the passages, and by the passage's rank; a word in the sentence's document title counts for
 * less), quoted as written and each cited [n]. Only sentences that hold one of the words themselves are quoted. A question none
 * of whose sentences hold at least 30% of its words gets no answer ('' : the caller says nothing relevant was
 * found) rather than a guess.
 */
export function extractiveAnswer(
  question: string,
  sources: readonly AnswerSource[],
  options: { minShare?: number; focus?: string; exclude?: ReadonlySet<string> } = {},
): ExtractiveAnswer {
  const minShare = options.minShare ?? MIN_SHARE;
  const focus = new Set(options.focus ? terms(options.focus) : []);
  const questionStems = [...new Set(terms(question))];
  if (questionStems.length === 0 || sources.length === 0) return { text: '', sentences: [], cited: [] };
  const sentences = sources.flatMap((source, rank) =>
    sentencesOf(source.text)
      // A file's text often opens with its title on a line of its own, folded into the first sentence: not quoted.
      .map((sentence) => withoutTitle(sentence, source.title))
      // Headings (no end mark) are not answers; nor is text written to give an AI orders.
      .filter((sentence) => /[.!?"”')]$/u.test(sentence) && !looksLikeInstructions(sentence))
      .map((sentence) => ({
        sentence,
        n: source.n,
        rank,
        stems: new Set(terms(sentence)),
        subject: new Set(source.title ? terms(source.title) : []),
      })),
  );
  const documentFrequency = new Map<string, number>();
  for (const word of questionStems)
    documentFrequency.set(word, sentences.filter((sentence) => sentence.stems.has(word)).length);
  const weight = (word: string) => Math.log(1 + sentences.length / (1 + (documentFrequency.get(word) ?? 0)));
  const total = questionStems.reduce((sum, word) => sum + weight(word), 0);
  const seen = new Set<string>();
  const scored = sentences
    .map((item) => {
      const held = questionStems.filter((word) => item.stems.has(word));
      // A sentence is about its document's subject too: the question's words in the title count, for less.
      const fromTitle = questionStems.filter((word) => !item.stems.has(word) && item.subject.has(word));
      const share = (held.length + fromTitle.length * TITLE_WEIGHT) / questionStems.length;
      const weighted =
        (held.reduce((sum, word) => sum + weight(word), 0) +
          fromTitle.reduce((sum, word) => sum + weight(word) * TITLE_WEIGHT, 0)) /
        (total || 1);
      const words = item.sentence.split(/\s+/).length;
      const lengthPenalty = words < 5 ? 0.5 : words > 70 ? 0.7 : 1;
      // Two of the focus words (a section's name and cues) are as much as it takes to be on the section's subject.
      const focused =
        focus.size === 0
          ? 0
          : Math.min(1, [...focus].filter((word) => item.stems.has(word)).length / Math.min(2, focus.size));
      return {
        ...item,
        share,
        weighted,
        score: (weighted + share * 0.5 + focused * 0.5) * lengthPenalty - item.rank * 0.02,
      };
    })
    // Enough of the question's words, weighed by how rare they are: a sentence that holds only its common words
    // ("points" of "the boiling point of mercury") does not answer it.
    .filter(
      (item) =>
        item.share >= minShare && item.weighted >= minShare && questionStems.some((word) => item.stems.has(word)),
    )
    .filter((item) => {
      const key = item.sentence.toLowerCase();
      return !options.exclude?.has(item.sentence) && !seen.has(key) && seen.add(key);
    })
    .sort((a, b) => b.score - a.score);
  if (scored.length === 0) return { text: '', sentences: [], cited: [] };
  const best = scored[0]!.score;
  const chosen = scored.filter((item) => item.score >= best * 0.8).slice(0, MAX_SENTENCES);
  const cited: number[] = [];
  const text = chosen
    .map((item) => {
      if (!cited.includes(item.n)) cited.push(item.n);
      return `${item.sentence.replace(/\s*\[\d+\]\s*$/u, '')} [${item.n}]`;
    })
    .join(' ');
  return { text, sentences: chosen.map((item) => item.sentence), cited };
}

/** The sentence without the document's title in front of it ("Q1 review This report reviews…" → "This report reviews…"). */
function withoutTitle(sentence: string, title: string | undefined): string {
  if (!title || sentence.length <= title.length + 1 || !sentence.startsWith(title)) return sentence;
  const rest = sentence.slice(title.length).trim();
  return /^[\p{Lu}\d"“]/u.test(rest) ? rest : sentence;
}
