import type { AssetContactRole, AssetSave, AssetUser, EditableAsset, EmbedMode } from '@portal/contracts';

/**
 * The contact roles, as the dialog lists them (labels plural). A record of every AssetContactRole, so a role added
 * to the contract cannot be missed here; kept in the front end because the contract's runtime list sits beside its
 * schemas, which browser bundles do not load.
 */
export const CONTACT_ROLE_LABELS: Record<AssetContactRole, string> = {
  Author: 'Authors',
  Contributor: 'Contributors',
  'Key Contact': 'Key contacts',
  Stakeholder: 'Stakeholders',
  'Support Contact': 'Support contacts',
  'Dashboard Access': 'Dashboard access',
  'Data Governance': 'Data governance',
};
export const CONTACT_ROLES = Object.keys(CONTACT_ROLE_LABELS) as AssetContactRole[];

/** The embed modes of a dashboard asset (spec §4), the values of externalUrlAction. */
export const EMBED_MODES = [
  'embed',
  'new window',
  'power bi embed',
  'power bi embed actions bar',
  'power bi embed toolbar',
  'api power bi embed',
  'tableau embed',
  'tableau embed toolbar',
  'none',
] as const satisfies readonly EmbedMode[];

/** The AssetSave limits (packages/contracts api/asset-edit.ts), checked before sending. */
export const LIMITS = {
  title: 500,
  description: 10_000,
  externalUrl: 2000,
  externalUrlLabel: 200,
  externalUrlAction: 100,
  listValue: 200,
  listItems: 200,
} as const;

/** The form's values: the editable fields, contacts as user ids by role. */
export interface DocumentFormValues {
  title: string;
  description: string;
  externalUrl: string;
  externalUrlLabel: string;
  externalUrlAction: string | undefined;
  isConfidential: boolean;
  keywords: string[];
  tags: string[];
  contacts: Record<AssetContactRole, number[]>;
}

/** The form's starting values from the asset as POST v2/insights/get/{id} answered it. */
export function formValuesOf(asset: EditableAsset): DocumentFormValues {
  const contacts = Object.fromEntries(CONTACT_ROLES.map((role) => [role, [] as number[]])) as Record<
    AssetContactRole,
    number[]
  >;
  for (const contact of asset.contacts)
    if (!contacts[contact.role].includes(contact.user.userId)) contacts[contact.role].push(contact.user.userId);
  return {
    title: asset.title ?? '',
    description: asset.description ?? '',
    externalUrl: asset.externalUrl ?? '',
    externalUrlLabel: asset.externalUrlLabel ?? '',
    externalUrlAction: asset.externalUrlAction ?? undefined,
    isConfidential: asset.isConfidential,
    keywords: asset.keywords,
    tags: asset.tags,
    contacts,
  };
}

/** The people the contacts may be chosen among: those already on the asset (contacts, contributors, uploader). */
export function knownPeopleOf(asset: EditableAsset): AssetUser[] {
  const people = new Map<number, AssetUser>();
  const add = (user: AssetUser | null | undefined) => {
    if (user && user.userId > 0 && !people.has(user.userId)) people.set(user.userId, user);
  };
  for (const contact of asset.contacts) add(contact.user);
  for (const contributor of asset.contributors) add(contributor.user);
  add(asset.createdByUser);
  return [...people.values()];
}

const orNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** The save body of the form (PUT v2/insights/save/{assetId}): every editable field; lists replace the stored ones. */
export function saveBodyOf(assetId: number, values: DocumentFormValues): AssetSave {
  return {
    assetId,
    title: values.title.trim(),
    description: orNull(values.description),
    externalUrl: orNull(values.externalUrl),
    externalUrlLabel: orNull(values.externalUrlLabel),
    externalUrlAction: values.externalUrlAction ?? null,
    isConfidential: values.isConfidential,
    keywords: [...new Set(values.keywords.map((value) => value.trim()).filter(Boolean))],
    tags: [...new Set(values.tags.map((value) => value.trim()).filter(Boolean))],
    contacts: CONTACT_ROLES.flatMap((role) =>
      (values.contacts[role] ?? []).map((userId) => ({ role, user: { userId } })),
    ),
  };
}

/** Whether a text is an absolute http(s) URL (what the server accepts as externalUrl). */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
