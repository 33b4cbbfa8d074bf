import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';

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
