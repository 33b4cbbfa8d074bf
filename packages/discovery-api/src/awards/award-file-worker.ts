import { readAwardFile } from './award-file.js';

/** The worker threads' entry (piscina): one awards results file at a time (award-file.ts). */
export default readAwardFile;
