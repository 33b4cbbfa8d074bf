import type { QuickLink, QuickLinkInput } from '@portal/contracts';

/** A quick link as the panel edits it: a title and its links (name + address), in order. */
export interface QuickLinkDraft {
  quickLinkId?: number | null;
  name: string;
  quickLinkValues?: { quickLinkValueId?: number | null; name: string; value: string }[];
}

export const toDrafts = (links: QuickLink[]): QuickLinkDraft[] =>
  links.map(({ quickLinkId, name, quickLinkValues }) => ({
    quickLinkId,
    name,
    quickLinkValues: quickLinkValues.map(({ quickLinkValueId, name, value }) => ({ quickLinkValueId, name, value })),
  }));

/**
 * The body of POST v2/{type}/quicklinks/{id}: spec §5 "quick links are saved only if an id exists or values exist"
 * — a link row left blank (no name, no address) does not count as a value, and a new quick link without any is
 * left out. The order of the list is the order saved.
 */
export function toQuickLinksBody(drafts: QuickLinkDraft[]): QuickLinkInput[] {
  return drafts
    .map((draft) => ({
      ...(draft.quickLinkId ? { quickLinkId: draft.quickLinkId } : {}),
      name: draft.name.trim(),
      quickLinkValues: (draft.quickLinkValues ?? [])
        .filter((value) => value.name.trim() !== '' || value.value.trim() !== '')
        .map((value) => ({
          ...(value.quickLinkValueId ? { quickLinkValueId: value.quickLinkValueId } : {}),
          name: value.name.trim(),
          value: value.value.trim(),
        })),
    }))
    .filter((link) => link.quickLinkId !== undefined || link.quickLinkValues.length > 0);
}
