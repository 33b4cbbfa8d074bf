import { createHash, randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { eventStreamTickets } from '../db/schema/index.js';
import { sqlRows } from '../db/sql-rows.js';

/** How long a ticket may wait to be used: the time a page takes to open its stream after asking for the ticket. */
export const STREAM_TICKET_TTL_MS = 60_000;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/**
 * A ticket that opens the user's notification stream once (POST v2/notifications/streamTicket, then
 * GET v2/notifications/stream?ticket=…). A browser's EventSource cannot send the bearer token in a header, and a
 * long-lived token in an address ends up in access logs, proxies and history: the ticket is random (256 bits), shown
 * once, kept only as its hash, good for one stream within a minute, and gone once used. Expired tickets are removed as
 * new ones are made.
 */
export async function issueStreamTicket(
  db: Database,
  user: { userId: number; email: string },
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + STREAM_TICKET_TTL_MS);
  await db.delete(eventStreamTickets).where(lt(eventStreamTickets.expiresAt, new Date()));
  await db
    .insert(eventStreamTickets)
    .values({ ticketHash: hashOf(ticket), userId: user.userId, email: user.email, expiresAt });
  return { ticket, expiresAt };
}

/** The user a ticket was made for, the ticket used up; undefined for a ticket unknown, used or expired. */
export async function redeemStreamTicket(
  db: Database,
  ticket: string,
): Promise<{ userId: number; email: string } | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) return undefined;
  const [row] = await sqlRows<{ user_id: number; email: string }>(
    db,
    sql`delete from event_stream_tickets where ticket_hash = ${hashOf(ticket)} and expires_at > now()
        returning user_id, email`,
  );
  return row ? { userId: Number(row.user_id), email: row.email } : undefined;
}
