/**
 * Splits extracted text into passages for semantic search and answers: whole sentences gathered up to about
 * `targetWords` words (a passage never ends mid-sentence unless one sentence is longer than twice the target),
 * each passage repeating the last sentence of the one before so an answer spanning the seam is still found.
 * At most `maxPassages` per document: the beginning of a very long file is what its title and summary describe.
 */
export function splitIntoPassages(
  text: string,
  options: { targetWords?: number; maxPassages?: number } = {},
): string[] {
  const targetWords = options.targetWords ?? 120;
  const maxPassages = options.maxPassages ?? 300;
  const sentences = splitSentences(text);
  const passages: string[] = [];
  let current: string[] = [];
  let words = 0;
  /** True while `current` holds only the sentence carried over from the previous passage. */
  let carriedOnly = false;
  const flush = () => {
    if (current.length === 0) return;
    passages.push(current.join(' '));
    const last = current.at(-1) as string;
    const lastWords = countWords(last);
    current = lastWords < targetWords / 2 ? [last] : [];
    words = current.length ? lastWords : 0;
    carriedOnly = current.length > 0;
  };
  for (const sentence of sentences) {
    for (const piece of cutLongSentence(sentence, targetWords * 2)) {
      const pieceWords = countWords(piece);
      if (words > 0 && words + pieceWords > targetWords) flush();
      current.push(piece);
      words += pieceWords;
      carriedOnly = false;
      if (passages.length >= maxPassages) return passages;
    }
  }
  if (current.length > 0 && !carriedOnly) passages.push(current.join(' '));
  return passages.slice(0, maxPassages);
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Sentence ends: . ! ? followed by whitespace and an upper-case letter or digit, or a blank line. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\d"“(])|\n\s*\n/u)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

function cutLongSentence(sentence: string, maxWords: number): string[] {
  const words = sentence.split(' ');
  if (words.length <= maxWords) return [sentence];
  const pieces: string[] = [];
  for (let start = 0; start < words.length; start += maxWords)
    pieces.push(words.slice(start, start + maxWords).join(' '));
  return pieces;
}
