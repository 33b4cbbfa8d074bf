import { AI_LIMITS } from '@portal/contracts';

export const SECTION_NAME_MAX_CHARS = 200;

/** What is wrong with one section's name among the others, or null. */
export function sectionNameProblem(name: string, names: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Name this section or remove it.';
  if (trimmed.length > SECTION_NAME_MAX_CHARS)
    return `A section name has at most ${SECTION_NAME_MAX_CHARS} characters.`;
  const same = names.filter((other) => other.trim().toLowerCase() === trimmed.toLowerCase());
  return same.length > 1 ? 'Each section needs its own name.' : null;
}

/** What is wrong with the list of sections as a whole, or null. */
export function sectionCountProblem(count: number): string | null {
  if (count < 1) return 'Add at least one section.';
  if (count > AI_LIMITS.responseSectionsMax) return `A response has at most ${AI_LIMITS.responseSectionsMax} sections.`;
  return null;
}
