import { disabledAccountShare, type UserStatusChange } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { users, type User } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { endNotificationStreams } from '../notifications/notification-events.js';
import { displayName } from './display-name.js';

/** What a disabled user is told, at their next call and at the sign-in page. */
export const ACCOUNT_DISABLED_MESSAGE =
  'This account has been disabled. Ask a portal administrator to enable it again.';

/** A portal account as every call sees it: who it is and whether it may act. */
export interface AccountStatus {
  userId: number;
  status: string;
}

/**
 * The account behind a signed-in email, none before its first sign-in: kept while the change revision stands still
 * (users are among the tables that move it), so a call reads it from the database only after a change.
 */
export async function accountStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
): Promise<AccountStatus | undefined> {
  const revision = await app.changes.of(request);
  return app.changes.cached(`account:${email}`, revision, async () => {
    const [row] = await app.db
      .select({ userId: users.userId, status: users.status })
      .from(users)
      .where(eq(users.email, email));
    return row;
  });
}

/** 403 for a disabled account: a token it already holds is refused at its next call. */
export function refuseDisabled(account: AccountStatus | undefined): void {
  if (account?.status === 'disabled') throw new HttpError(403, ACCOUNT_DISABLED_MESSAGE);
}

/**
 * A portal administrator disables an account (or enables it again): its next call is refused (refuseDisabled), and
 * its open notification streams end now rather than go on delivering what is shared on the portal. Undefined for
 * no such user.
 */
export async function setAccountStatus(
  db: Database,
  userId: number,
  status: UserStatusChange['status'],
): Promise<Pick<User, 'userId' | 'email' | 'status'> | undefined> {
  const [changed] = await db
    .update(users)
    .set({ status, updated: new Date() })
    .where(eq(users.userId, userId))
    .returning({ userId: users.userId, email: users.email, status: users.status });
  if (changed?.status === 'disabled') await endNotificationStreams(db, changed.userId);
  return changed;
}

/**
 * 400 naming the first person a share names whose account is disabled: nothing is shared with a disabled account, nor
 * are they told about it (a share is refused whole, so nothing is shared with the others either).
 */
export function refuseDisabledRecipients(
  recipients: Iterable<Pick<User, 'status' | 'givenName' | 'lastName' | 'name' | 'email'>>,
): void {
  for (const user of recipients) {
    if (user.status !== 'disabled') continue;
    const name = displayName(user);
    const person = name === user.email ? name : `${name} (${user.email})`;
    throw new HttpError(400, disabledAccountShare(person));
  }
}
