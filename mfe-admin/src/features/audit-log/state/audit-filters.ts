import { AUDIT_KINDS, type AuditKind } from '@portal/contracts';
import type { AuditLogQuery } from '../api/audit-api';

/**
 * The audit log's filters as the page holds them, and as the URL's search parameters write them (so a filtered view
 * can be linked): `actor`, `entityType`, `entityId`, `kind`, `action`, and the days `from` and `to` (YYYY-MM-DD, both
 * included, in the viewer's time zone). Empty means "any".
 */
export interface AuditFilters {
  actor: string;
  entityType: string;
  entityId: string;
  kind: AuditKind | '';
  action: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  actor: '',
  entityType: '',
  entityId: '',
  kind: '',
  action: '',
  from: '',
  to: '',
};

const KEYS = Object.keys(NO_AUDIT_FILTERS) as (keyof AuditFilters)[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isKind = (value: string): value is AuditKind => (AUDIT_KINDS as readonly string[]).includes(value);
/** A real calendar day written YYYY-MM-DD, or ''. */
const dayOrEmpty = (value: string) => (DAY.test(value) && !Number.isNaN(localMidnight(value).getTime()) ? value : '');

function localMidnight(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnight = new Date(year, month - 1, date);
  return midnight.getMonth() === month - 1 ? midnight : new Date(Number.NaN);
}

/** The filters a URL holds; an unknown kind or a malformed day is left out (the server would refuse it). */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const text = (key: keyof AuditFilters) => params.get(key)?.trim() ?? '';
  const kind = text('kind');
  return {
    actor: text('actor'),
    entityType: text('entityType'),
    entityId: text('entityId'),
    kind: isKind(kind) ? kind : '',
    action: text('action'),
    from: dayOrEmpty(text('from')),
    to: dayOrEmpty(text('to')),
  };
}

/** The URL parameters with these filters: set ones written, empty ones removed, any other parameter kept. */
export function writeAuditFilters(filters: AuditFilters, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
    else params.delete(key);
  }
  return params;
}

/**
 * The query of GET v2/audit (and its export) for these filters: only those set; `from` is the start of its day and
 * `to` the start of the day after (the server's `to` is exclusive), as ISO date-times.
 */
export function auditQueryOf(filters: AuditFilters, limit?: number): AuditLogQuery {
  const query: AuditLogQuery = {};
  if (filters.actor.trim()) query.actor = filters.actor.trim();
  if (filters.entityType.trim()) query.entityType = filters.entityType.trim();
  if (filters.entityId.trim()) query.entityId = filters.entityId.trim();
  if (filters.kind) query.kind = filters.kind;
  if (filters.action.trim()) query.action = filters.action.trim();
  if (dayOrEmpty(filters.from)) query.from = localMidnight(filters.from).toISOString();
  if (dayOrEmpty(filters.to)) {
    const after = localMidnight(filters.to);
    after.setDate(after.getDate() + 1);
    query.to = after.toISOString();
  }
  if (limit !== undefined) query.limit = limit;
  return query;
}

/** The path of GET v2/audit/export for these filters (relative to the API base, as downloadFile takes it). */
export function auditExportPath(filters: AuditFilters): string {
  const params = new URLSearchParams(
    Object.entries(auditQueryOf(filters)).map(([key, value]) => [key, String(value)] as [string, string]),
  );
  const search = params.toString();
  return search ? `v2/audit/export?${search}` : 'v2/audit/export';
}

/** How many filters are set (the dates count once each). */
export const activeFilterCount = (filters: AuditFilters) => KEYS.filter((key) => filters[key].trim() !== '').length;

/**
 * The "what" choices of the filter: a kind, or a change by its action. Each is the pair of `kind` and `action` it
 * sets; its value is how the select names it.
 */
export const EVENT_CHOICES: { value: string; label: string; kind: AuditKind; action: string }[] = [
  { value: 'change', label: 'Any change', kind: 'change', action: '' },
  { value: 'change:insert', label: 'Created', kind: 'change', action: 'insert' },
  { value: 'change:update', label: 'Updated', kind: 'change', action: 'update' },
  { value: 'change:delete', label: 'Deleted', kind: 'change', action: 'delete' },
  { value: 'sign-in', label: 'Signed in', kind: 'sign-in', action: '' },
  { value: 'sign-in-failure', label: 'Sign-in failed', kind: 'sign-in-failure', action: '' },
  { value: 'refused', label: 'Call refused', kind: 'refused', action: '' },
];

/** The select's value for the filters' kind and action ('' for any; a kind with an action it does not offer: the kind). */
export function eventChoiceOf(filters: Pick<AuditFilters, 'kind' | 'action'>): string {
  if (!filters.kind) return '';
  const exact = EVENT_CHOICES.find((choice) => choice.kind === filters.kind && choice.action === filters.action);
  return (exact ?? EVENT_CHOICES.find((choice) => choice.kind === filters.kind && choice.action === ''))?.value ?? '';
}

/** The kind and action a select value sets. */
export function withEventChoice(filters: AuditFilters, value: string | undefined): AuditFilters {
  const choice = EVENT_CHOICES.find((one) => one.value === value);
  return { ...filters, kind: choice?.kind ?? '', action: choice?.action ?? '' };
}
