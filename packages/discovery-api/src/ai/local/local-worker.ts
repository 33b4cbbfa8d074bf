import { runLocalTask } from './local-tasks.js';

/** The worker threads' entry (piscina): one local extractive assistant task at a time (local-tasks.ts). */
export default runLocalTask;
