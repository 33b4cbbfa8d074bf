/** A person as the portal names them (members, contacts, uploaders): given and last name, else the email. */
export const personName = (user: { givenName?: string | null; lastName?: string | null; email: string }): string =>
  [user.givenName, user.lastName].filter(Boolean).join(' ') || user.email;
