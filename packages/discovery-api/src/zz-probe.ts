import type { UserPreferences } from '@portal/contracts';
export type X = UserPreferences;
