import { PROCESSING_FAILURE_MESSAGES, PROCESSING_FAILURE_REASON_MAX_CHARS } from '@portal/contracts';
import { ExtractionError } from '../media/extract/index.js';

/**
 * A failure the pipeline puts in plain words itself (the asset or its file is missing, storage refused). `lasting`
 * when another try cannot mend it: the run then ends at once instead of waiting for the job queue's retries.
 */
export class AssetProcessingError extends Error {
  constructor(
    message: string,
    readonly lasting = true,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Whether another try cannot mend the failure: a file of a supported type whose content cannot be read reads the
 * same way every time, and an asset or file that is not there stays missing. Anything else (storage or the database
 * not answering, imagery that crashed) may pass, and is tried again while the job queue has tries left.
 */
export const isLastingFailure = (error: unknown) =>
  error instanceof ExtractionError || (error instanceof AssetProcessingError && error.lasting);

/**
 * The reason a failure is shown with, to the uploader and in the asset's statusError: the pipeline's own sentence
 * (its first line, spaces tidied, at most PROCESSING_FAILURE_REASON_MAX_CHARS) for the failures it words itself;
 * for anything else (a database error carries its SQL, a crash its internals) a plain sentence, the details
 * going to the server's log only.
 */
export function failureReason(error: unknown): string {
  if (!(error instanceof ExtractionError || error instanceof AssetProcessingError))
    return PROCESSING_FAILURE_MESSAGES.unexpected;
  const line = (error.message.split('\n')[0] ?? '').replace(/\s+/g, ' ').trim();
  if (!line) return PROCESSING_FAILURE_MESSAGES.unexpected;
  return line.length <= PROCESSING_FAILURE_REASON_MAX_CHARS
    ? line
    : `${line.slice(0, PROCESSING_FAILURE_REASON_MAX_CHARS - 1).trimEnd()}…`;
}
