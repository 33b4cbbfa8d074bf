/**
 * A file of a supported type whose content could not be read (corrupt, truncated, encrypted, …).
 * The message names the file, the format and the reason, e.g.
 * "report.pdf could not be read as PDF: Invalid PDF structure."
 */
export class ExtractionError extends Error {
  override readonly name = 'ExtractionError';

  constructor(
    readonly fileName: string,
    readonly format: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    const sentence = /[.!?]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`;
    super(`${fileName} could not be read as ${format}: ${sentence}`, options);
  }
}

/** The reason an unknown thrown value gives, for an ExtractionError message. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message.trim();
  if (typeof error === 'string' && error.trim()) return error.trim();
  return 'unknown error';
}
