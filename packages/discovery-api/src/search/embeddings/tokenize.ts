/**
 * Splits text into lowercase words: Unicode NFKC normalisation, lowercase, then runs of letters,
 * combining marks and digits ("Jean-Luc's 2nd car" → jean, luc, s, 2nd, car). Punctuation never
 * makes a token, so the word-vector vocabulary keeps only words this rule can produce.
 */
export function tokenize(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(WORD)?.slice() ?? [];
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
