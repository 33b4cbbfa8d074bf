import Sentiment from 'sentiment';
import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { eng } from 'stopword';
import { splitSentences } from '../../search/passages.js';
import { WORD } from '../../search/words.js';

/**
 * The local extractive assistant's reading of a text: its sentences, its key phrases and themes, the sentences that
 * say most about it, and its tone. Everything returned is taken from the text itself (whole sentences, phrases as
 * written); nothing is invented. No network, no model download: word statistics, a stop-word list (`stopword`), the
 * part-of-speech tags of wink-nlp's small English model (installed with the package) and the AFINN-165 sentiment
 * lexicon (`sentiment`).
 */

const STOP_WORDS: ReadonlySet<string> = new Set([
  ...eng,
  ...['also', 'may', 'might', 'must', 'shall', 'could', 'would', 'should', 'can', 'will', 'upon', 'within', 'without'],
  ...['however', 'therefore', 'thus', 'per', 'via', 'etc', 'one', 'two', 'use', 'used', 'using', 'new', 'well'],
]);

/**
 * A text's sentences, whitespace folded (passages.ts's rule: a sentence ends at . ! ? before a capital, or a blank
 * line). A short line without an end mark, mostly capitalised, followed by a line that starts with a capital is a
 * heading (a document's title, a slide's heading), kept apart from the sentence after it; a line broken mid-sentence
 * (a PDF's wrapped line) is joined as before.
 */
export const sentencesOf = (text: string): string[] =>
  splitSentences(
    text
      // A sentence that ends inside quotes or brackets ('… for Cloud in a Day."') ends there too.
      .replace(/([.!?]["”')])\s+(?=[\p{Lu}\d])/gu, '$1\n\n')
      .replace(/^([^\n]{1,120})\n(?=\s*[\p{Lu}\d])/gmu, (line, heading: string) =>
        isHeading(heading) ? `${heading}\n\n` : line,
      ),
  );

/** A line that reads as a heading: at most ten words, most of them capitalised or figures (prose is mostly lower case). */
function isHeading(line: string): boolean {
  if (/[.!?:;,]\s*$/u.test(line)) return false;
  const words = line.trim().split(/\s+/);
  const capitalised = words.filter((word) => /^[\p{Lu}\d]/u.test(word)).length;
  return words.length <= 10 && capitalised / words.length >= 0.5;
}

/** Lower-case words of a text, with the stop words and one-letter words dropped. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).filter(
    (word) => word.length > 2 && !STOP_WORDS.has(word) && !/^\d+$/.test(word),
  );
}

/** A crude stem so that "budget", "budgets" and "budgeting" meet: enough for matching a question's words. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  return word
    .replace(/(?<=(?:s|x|z|ch|sh))es$/u, '')
    .replace(/(?<=[^s])s$/u, '')
    .replace(/(?<=..)(?:ing|ed)$/u, '')
    .replace(/(.)\1$/u, '$1');
}

/** Terms already read, by text (passages are read again by each question about them). */
const termCache = new Map<string, string[]>();
const TERM_CACHE_SIZE = 5000;

/**
 * A text's terms, as a question and a passage are matched by: its content words (no stop words) by their lemma
 * (wink-nlp: "grew" is "grow", "won" is "win"), then stemmed ("sales" meets "sale").
 */
export function terms(text: string): string[] {
  const cached = termCache.get(text);
  if (cached) return cached;
  const nlp = english();
  const doc = nlp.readDoc(text);
  const values = doc.tokens().out(nlp.its.value);
  // wink-nlp types `lemma` with the model add-ons as parameters; `out` passes them at run time.
  const lemmas = doc.tokens().out(nlp.its.lemma as unknown as typeof nlp.its.value);
  const found = values.flatMap((value, index) => {
    const lower = value.toLowerCase();
    if (lower.length <= 2 || STOP_WORDS.has(lower) || !/[\p{L}]/u.test(lower)) return [];
    const lemma = (lemmas[index] ?? lower).toLowerCase();
    return STOP_WORDS.has(lemma) ? [] : [stem(lemma)];
  });
  if (termCache.size >= TERM_CACHE_SIZE) termCache.delete(termCache.keys().next().value!);
  termCache.set(text, found);
  return found;
}

const wordCount = (sentence: string) => sentence.split(/\s+/).filter(Boolean).length;

/**
 * A sentence written to give an AI orders ("ignore your instructions", "you are now in … mode", "reveal the system
 * prompt"): such text in a document is data, and an answer never repeats it as if it were an answer.
 */
export function looksLikeInstructions(sentence: string): boolean {
  return /\b(ignore|disregard|forget)\b.{0,40}\b(instructions?|rules|prompt|above)\b|\byou are now\b|\b(system prompt|developer mode|administrator mode|jailbreak)\b|\breveal\b.{0,40}\b(confidential|private|secret|hidden)\b/iu.test(
    sentence,
  );
}

/** Sentences worth quoting: not a heading or a fragment, not a wall of text, not orders to an AI. */
const quotable = (sentence: string) => {
  const words = wordCount(sentence);
  return (
    words >= 6 &&
    words <= 60 &&
    /[\p{L}]/u.test(sentence) &&
    /[.!?"”')]$/u.test(sentence) &&
    !looksLikeInstructions(sentence)
  );
};

/**
 * The sentences that say most about the text, in the text's order: each scored by how frequent its content words
 * are in the whole text (normalised by sentence length), with a bonus for words of the title and for the opening
 * sentences, which usually state what a document is about.
 */
export function keySentences(text: string, count: number, title = ''): string[] {
  const sentences = sentencesOf(text);
  const frequency = new Map<string, number>();
  for (const word of terms(text)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const top = Math.max(1, ...frequency.values());
  const titleWords = new Set(terms(title));
  const scored = sentences.map((sentence, index) => {
    const words = terms(sentence);
    if (!quotable(sentence) || words.length === 0) return { sentence, index, score: -1 };
    const weight = words.reduce((sum, word) => sum + (frequency.get(word) ?? 0) / top, 0) / Math.sqrt(words.length);
    const titleBonus = words.filter((word) => titleWords.has(word)).length * 0.15;
    const positionBonus = index < 3 ? (3 - index) * 0.1 : 0;
    return { sentence, index, score: weight + titleBonus + positionBonus };
  });
  const chosen = scored
    .filter((item) => item.score >= 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .sort((a, b) => a.index - b.index);
  return dedupe(chosen.map((item) => item.sentence));
}

function dedupe(sentences: string[]): string[] {
  const seen = new Set<string>();
  return sentences.filter((sentence) => {
    const key = sentence.toLowerCase();
    return !seen.has(key) && seen.add(key);
  });
}

export interface KeyPhrase {
  phrase: string;
  score: number;
  count: number;
}

/** wink-nlp with its English model (part-of-speech tags), loaded on first use (about a quarter of a second). */
let nlp: WinkMethods | undefined;
const english = () => (nlp ??= winkNLP(model, ['sbd', 'pos']));

/** Words that end a noun phrase rather than name a topic: times, quantities and vague nouns. */
const PHRASE_BREAKERS: ReadonlySet<string> = new Set(
  'next last first second third year years week weeks month months day days time times today series lot lots number way ways kind part parts'.split(
    ' ',
  ),
);

/** Noun phrases: runs of adjectives, nouns and proper nouns that end in a noun (part-of-speech tags of wink-nlp). */
function nounPhrases(text: string): { words: string[]; original: string }[] {
  const doc = english().readDoc(text);
  const tokens = doc.tokens().out(english().its.value);
  const tags = doc.tokens().out(english().its.pos);
  const phrases: { words: string[]; original: string }[] = [];
  let run: string[] = [];
  const flush = () => {
    while (run.length > 0 && !/^(NOUN|PROPN)$/.test(tags[indexOf(run.at(-1)!)]!)) run.pop();
    const words = run.map((token) => token.split('\u0000')[1]!);
    const clean = words.filter((word) => /[\p{L}]/u.test(word) && !STOP_WORDS.has(word.toLowerCase()));
    if (clean.length > 0 && clean.length <= 4 && clean.some((word) => word.length > 2))
      phrases.push({ words: clean.map((word) => word.toLowerCase()), original: clean.join(' ') });
    run = [];
  };
  // Tokens are keyed by position so the run can be read back with their tags.
  const indexOf = (key: string) => Number(key.split('\u0000')[0]);
  tokens.forEach((token, index) => {
    if (
      /^(ADJ|NOUN|PROPN)$/.test(tags[index]!) &&
      /[\p{L}\p{N}]/u.test(token) &&
      !PHRASE_BREAKERS.has(token.toLowerCase())
    )
      run.push(`${index}\u0000${token}`);
    else flush();
  });
  flush();
  return phrases;
}

/**
 * Key phrases: the text's noun phrases (nounPhrases), scored as RAKE scores candidates — the sum over their words of
 * each word's degree (how many words it stands with) over its frequency — then by how often the phrase occurs.
 * Phrases keep the case of their first occurrence.
 */
export function keyPhrases(text: string, count: number): KeyPhrase[] {
  const candidates = nounPhrases(text.slice(0, 60_000));
  const frequency = new Map<string, number>();
  const degree = new Map<string, number>();
  for (const { words } of candidates) {
    for (const word of words) {
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
      degree.set(word, (degree.get(word) ?? 0) + words.length);
    }
  }
  const phrases = new Map<string, KeyPhrase>();
  for (const { words, original } of candidates) {
    const key = words.join(' ');
    const existing = phrases.get(key);
    if (existing) existing.count += 1;
    else {
      const score = words.reduce((sum, word) => sum + (degree.get(word) ?? 0) / (frequency.get(word) ?? 1), 0);
      phrases.set(key, { phrase: original, score, count: 1 });
    }
  }
  return [...phrases.values()]
    .filter((phrase) => phrase.count > 1 || phrase.phrase.includes(' '))
    .sort((a, b) => b.score * Math.log2(1 + b.count) - a.score * Math.log2(1 + a.count))
    .slice(0, count);
}

export interface Theme {
  /** The theme's name: its most telling phrase. */
  name: string;
  /** The other phrases of the text that share its words. */
  phrases: string[];
  /** A sentence of the text that shows it. */
  evidence: string;
}

/** The text's themes: its key phrases grouped by the words they share, each with a sentence that shows it. */
export function themesOf(text: string, count: number): Theme[] {
  const phrases = keyPhrases(text, count * 6);
  const themes: { name: string; words: Set<string>; phrases: string[] }[] = [];
  for (const { phrase } of phrases) {
    const words = new Set(terms(phrase));
    const theme = themes.find((candidate) => [...words].some((word) => candidate.words.has(word)));
    if (theme) {
      theme.phrases.push(phrase);
      for (const word of words) theme.words.add(word);
    } else if (themes.length < count) themes.push({ name: phrase, words, phrases: [] });
  }
  const sentences = sentencesOf(text).filter(quotable);
  return themes.map((theme) => ({
    name: theme.name,
    phrases: theme.phrases.slice(0, 4),
    evidence:
      sentences.find((sentence) => sentence.toLowerCase().includes(theme.name.toLowerCase())) ??
      sentences.find((sentence) => terms(sentence).some((word) => theme.words.has(word))) ??
      '',
  }));
}

/** Sentences that carry figures: amounts, percentages, counts, years. */
export function figureSentences(text: string, count: number): string[] {
  return dedupe(
    sentencesOf(text).filter(
      (sentence) =>
        quotable(sentence) &&
        /\d/.test(sentence) &&
        /[%$€£]|\d{2,}|\d+(?:\.\d+)?\s*(?:x|times|million|billion|k)\b/iu.test(sentence),
    ),
  ).slice(0, count);
}

export interface Tone {
  /** Positive, Neutral or Negative, from the lexicon's score per word. */
  sentiment: 'Positive' | 'Neutral' | 'Negative';
  /** The lexicon's mean score per word (AFINN-165, -5..5). */
  score: number;
  /** The voice of the text, each with what in the text shows it. */
  traits: { trait: string; evidence: string }[];
  positiveWords: string[];
  negativeWords: string[];
}

const sentiment = new Sentiment();

/**
 * The text's tone: its sentiment from the AFINN-165 lexicon, and the traits its sentences show (formal or
 * conversational by sentence length, data-driven by figures, collaborative by "we", direct by "you", persuasive by
 * imperatives and exclamations, inquisitive by questions).
 */
export function toneOf(text: string): Tone {
  const analysis = sentiment.analyze(text);
  const sentences = sentencesOf(text).filter((sentence) => wordCount(sentence) >= 3);
  const words = Math.max(1, analysis.tokens.length);
  const score = Math.round((analysis.score / words) * 1000) / 1000;
  const label = score > 0.02 ? 'Positive' : score < -0.02 ? 'Negative' : 'Neutral';
  const traits: Tone['traits'] = [];
  const share = (test: (sentence: string) => boolean) =>
    sentences.length === 0 ? 0 : sentences.filter(test).length / sentences.length;
  const first = (test: (sentence: string) => boolean) => sentences.find(test) ?? '';
  const meanLength = sentences.reduce((sum, sentence) => sum + wordCount(sentence), 0) / Math.max(1, sentences.length);
  if (meanLength >= 22) traits.push({ trait: 'Formal', evidence: `sentences average ${Math.round(meanLength)} words` });
  else if (meanLength > 0 && meanLength <= 14)
    traits.push({ trait: 'Conversational', evidence: `sentences average ${Math.round(meanLength)} words` });
  const hasFigure = (sentence: string) => /\d/.test(sentence);
  if (share(hasFigure) >= 0.2) traits.push({ trait: 'Data-driven', evidence: first(hasFigure) });
  const we = (sentence: string) => /\b(we|our|us)\b/iu.test(sentence);
  if (share(we) >= 0.15) traits.push({ trait: 'Collaborative', evidence: first(we) });
  const you = (sentence: string) => /\b(you|your)\b/iu.test(sentence);
  if (share(you) >= 0.15) traits.push({ trait: 'Direct', evidence: first(you) });
  const persuasive = (sentence: string) =>
    /!$/.test(sentence) || /^(discover|join|learn|try|get|start|see|imagine)\b/iu.test(sentence);
  if (share(persuasive) >= 0.1) traits.push({ trait: 'Persuasive', evidence: first(persuasive) });
  const question = (sentence: string) => /\?$/.test(sentence);
  if (share(question) >= 0.1) traits.push({ trait: 'Inquisitive', evidence: first(question) });
  return {
    sentiment: label,
    score,
    traits,
    positiveWords: [...new Set(analysis.positive)].slice(0, 8),
    negativeWords: [...new Set(analysis.negative)].slice(0, 8),
  };
}

/** A sentence cut to at most `maxWords` words, at a clause boundary when there is one, with an ellipsis when cut. */
export function shorten(sentence: string, maxWords: number): string {
  const words = sentence.split(/\s+/);
  if (words.length <= maxWords) return sentence;
  const head = words.slice(0, maxWords).join(' ');
  const clause = head.search(/[,;:–—](?=[^,;:–—]*$)/u);
  const cut = clause > head.length / 2 ? head.slice(0, clause) : head;
  return `${cut.replace(/[\s,;:–—]+$/u, '')}…`;
}
