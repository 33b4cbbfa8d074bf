/** The readable message of an RTK Query error (a PortalQueryError or a serialized exception), if any. */
export function queryErrorMessage(error: unknown): string | undefined {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
