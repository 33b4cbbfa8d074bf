// The plain BM25 reference of the Cranfield README (k1 1.2, b 0.75, English stop words, light stemming,
// title + abstract), computed in the same run so the portal's figures are read against it.
const STOP_WORDS = new Set(
  'a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves'.split(
    ' ',
  ),
);

/** S-stemmer (Harman 1991): the light stemming of the reference. */
function stem(word) {
  if (word.length > 4 && word.endsWith('ies') && !/[ae]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('es') && !/[aeo]es$/.test(word)) return word.slice(0, -1);
  if (word.length > 3 && word.endsWith('s') && !/[us]s$/.test(word)) return word.slice(0, -1);
  return word;
}

export function tokens(text) {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((word) => !STOP_WORDS.has(word)).map(stem);
}

export function plainBm25(documents, { k1 = 1.2, b = 0.75 } = {}) {
  const postings = new Map();
  const lengths = new Map();
  for (const doc of documents) {
    const terms = tokens(`${doc.title} ${doc.text}`);
    lengths.set(doc.id, terms.length);
    const counts = new Map();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const [term, count] of counts) {
      if (!postings.has(term)) postings.set(term, []);
      postings.get(term).push([doc.id, count]);
    }
  }
  const n = documents.length;
  const average = [...lengths.values()].reduce((a, b) => a + b, 0) / n;
  return (query, top = 1000) => {
    const scores = new Map();
    for (const term of new Set(tokens(query))) {
      const list = postings.get(term);
      if (!list) continue;
      const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
      for (const [doc, tf] of list) {
        const norm = tf + k1 * (1 - b + (b * lengths.get(doc)) / average);
        scores.set(doc, (scores.get(doc) ?? 0) + (idf * tf * (k1 + 1)) / norm);
      }
    }
    return [...scores]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, top)
      .map(([doc]) => doc);
  };
}
