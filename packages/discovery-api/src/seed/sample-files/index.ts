// Generators of real sample files of every type the ingest pipeline reads, for tests and the demo library.
export { sampleDocx } from './docx.js';
export { sampleJpeg, samplePng } from './images.js';
export { samplePdf } from './pdf.js';
export { samplePptx } from './pptx.js';
export { SAMPLE_DATE, type SampleContent } from './sample-content.js';
export { sampleCsv, sampleHtml, sampleMarkdown, sampleText } from './text-formats.js';
export { sampleXlsx } from './xlsx.js';
