/**
 * A word of a text as search reads it to highlight, answer and suggest: a run of letters and digits
 * (punctuation and spaces separate words). Global: use it with String.match or matchAll, which start afresh.
 */
export const WORD = /[\p{L}\p{N}]+/gu;
