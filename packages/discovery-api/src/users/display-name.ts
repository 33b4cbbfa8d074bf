import type { User } from '../db/schema/index.js';

/** A user's display name: given and last name, else the name claim, else the email. */
export const displayName = (user: Pick<User, 'givenName' | 'lastName' | 'name' | 'email'>) =>
  [user.givenName, user.lastName].filter(Boolean).join(' ') || user.name || user.email;
