import type { AdminUser } from '../api/users-graph-api';

/** A user's name as the admin screens show it: their name, else given and last name; null before they sign in. */
export const userDisplayName = (user: Pick<AdminUser, 'name' | 'givenName' | 'lastName'>): string | null =>
  user.name?.trim() || [user.givenName, user.lastName].filter(Boolean).join(' ') || null;
