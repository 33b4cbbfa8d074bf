import type { AuditEntry, AuditKind } from '@portal/contracts';

/** Readable names of the tables the log names most (entityType); others are spelled out from their name. */
const ENTITY_LABELS: Record<string, string> = {
  users: 'User',
  user_groups: 'User group',
  user_group_members: 'User group member',
  deployments: 'Deployment',
  deployment_indexes: 'Site',
  deployment_index_users: 'Site user',
  collections: 'Collection',
  collection_users: 'Collection member',
  collection_assets: 'Collection asset',
  groups: 'Group',
  group_users: 'Group member',
  assets: 'Asset',
  announcements: 'Announcement',
  quick_links: 'Quick link',
  themes: 'Theme',
  app_object_settings: 'Customization set',
  app_object_setting_values: 'Customization value',
  metadata_sets: 'Metadata set',
};

/** Readable names of columns whose spelled-out name would read badly. */
const FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  given_name: 'Given name',
  last_name: 'Last name',
  is_administrator: 'Portal administrator',
  is_confidential: 'Confidential',
  is_featured: 'Featured',
  deployment_index_id: 'Site',
  welcome_message: 'Welcome message',
  page_template_code: 'Page template',
};

/** `user_group_id` or `userGroupId` → "User group ID". */
export function spelledOut(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => (/^id$/i.test(word) ? 'ID' : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const entityLabel = (entityType: string) => ENTITY_LABELS[entityType] ?? spelledOut(entityType);
export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? spelledOut(field);

/** How an entry's kind and action read, and the colour of its tag: refusals and failed sign-ins are red. */
export function eventTag(entry: Pick<AuditEntry, 'kind' | 'action'>): { label: string; color: string } {
  const kinds: Record<AuditKind, { label: string; color: string }> = {
    change: { label: 'Changed', color: 'blue' },
    'sign-in': { label: 'Signed in', color: 'purple' },
    'sign-in-failure': { label: 'Sign-in failed', color: 'red' },
    refused: { label: 'Refused', color: 'red' },
  };
  if (entry.kind !== 'change') return kinds[entry.kind];
  if (entry.action === 'insert') return { label: 'Created', color: 'geekblue' };
  if (entry.action === 'delete') return { label: 'Deleted', color: 'magenta' };
  if (entry.action === 'update') return { label: 'Updated', color: 'blue' };
  return { label: spelledOut(entry.action), color: 'blue' };
}

/** "User group 7", "Site 12", or null for an entry that names no entity (a sign-in, a refused call). */
export function entityOf(entry: Pick<AuditEntry, 'entityType' | 'entityId' | 'before' | 'after'>): string | null {
  if (!entry.entityType) return null;
  const label = entry.entityId ? `${entityLabel(entry.entityType)} ${entry.entityId}` : entityLabel(entry.entityType);
  // The row's own name or title when the entry holds it (an update holds only what changed), as people know it.
  const named = [entry.after, entry.before]
    .map((image) => image?.name ?? image?.title)
    .find((value): value is string => typeof value === 'string' && value !== '');
  return named ? `${label} · ${named}` : label;
}
