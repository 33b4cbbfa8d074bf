import { join } from 'node:path';
import { E2E_DIR } from './environment';

/** Browser storage of a signed-in demo user, written by the setup project. */
export const SIGNED_IN_STATE = join(E2E_DIR, '.data', 'signed-in-state.json');
