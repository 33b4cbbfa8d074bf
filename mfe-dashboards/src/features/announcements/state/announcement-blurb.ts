/**
 * The `:blurb` of an announcement's address (spec §2.1 `.../announcements/:blurb?`): its id, then its title as
 * words, e.g. `12-new-brand-guidelines`, so a shared link says what it opens. Only the id is read back.
 */
export function blurbOf(announcement: { announcementId: number; title: string }): string {
  const words = announcement.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return words ? `${announcement.announcementId}-${words}` : String(announcement.announcementId);
}

/** The announcement id of a blurb, or null when it does not start with one. */
export function announcementIdOf(blurb: string | undefined): number | null {
  const id = Number(/^(\d+)(?:-|$)/.exec(blurb ?? '')?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
