import type { AuditEntry } from '@portal/contracts';

/**
 * An audit log entry as GET v2/audit and v2/audit/history answer it, for a fake server: by default Ava renaming the
 * user group 7 (Editors → Site editors) five minutes ago; `extra` says what differs.
 */
export function anAuditEntry(extra: Partial<AuditEntry> = {}): AuditEntry {
  return {
    auditId: 1,
    at: new Date(Date.now() - 5 * 60_000).toISOString(),
    kind: 'change',
    action: 'update',
    entityType: 'user_groups',
    entityId: '7',
    before: { name: 'Editors' },
    after: { name: 'Site editors' },
    actorUserId: 1,
    actorEmail: 'ava.morgan@demo.portal',
    ip: null,
    method: 'PUT',
    path: '/api/v2/usergroups/7',
    statusCode: 200,
    detail: null,
    ...extra,
  };
}
