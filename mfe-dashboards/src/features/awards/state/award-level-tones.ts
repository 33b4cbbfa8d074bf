/*
 * The colour of an award level's marker (a dot beside its name, never the text itself, so the words keep the
 * theme's contrast): the metals of the usual levels, the site's primary colour for a level of its own, and none
 * for a shortlist.
 */

const TONES: Record<string, string> = {
  'grand prix': '#7b3fbf',
  gold: '#d4a017',
  silver: '#a3acb9',
  bronze: '#b8733c',
};

/** The marker colour of a level; null for a shortlist (a neutral marker), `fallback` for a level of the site's own. */
export function levelTone(level: string, fallback: string): string | null {
  const key = level.trim().toLowerCase();
  if (key === 'shortlist') return null;
  return TONES[key] ?? fallback;
}
