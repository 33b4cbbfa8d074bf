/** A plausible email address (the server checks the format again). */
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/**
 * The emails typed into "Add members": separated by commas, semicolons, spaces or new lines, in lower case, each
 * once; those that are not an email address are returned apart so the form can name them.
 */
export function parseMemberEmails(text: string): { emails: string[]; invalid: string[] } {
  const words = text
    .split(/[\s,;]+/)
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  const unique = [...new Set(words)];
  return { emails: unique.filter((word) => EMAIL.test(word)), invalid: unique.filter((word) => !EMAIL.test(word)) };
}
