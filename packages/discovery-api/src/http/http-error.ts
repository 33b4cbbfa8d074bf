/** An error whose message is meant for the person using the portal; the front end shows it as-is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}
