import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.js';

/** Azure AI Search's error body: `{ "error": { "code", "message" } }` (what the SDK turns into a RestError). */
export interface AzureErrorBody {
  error: { code: string; message: string };
}

/** An error of the search service with Azure's error code (e.g. InvalidRequestParameter). */
export class SearchServiceError extends HttpError {
  constructor(
    statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(statusCode, message);
    this.name = 'SearchServiceError';
  }
}

/** 400 InvalidRequestParameter, naming the parameter the way Azure does. */
export function invalidParameter(message: string, parameter?: string): SearchServiceError {
  return new SearchServiceError(
    400,
    'InvalidRequestParameter',
    parameter ? `${message}\r\nParameter name: ${parameter}` : message,
  );
}

const CODE_OF_STATUS: Record<number, string> = {
  400: 'InvalidRequestParameter',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'ResourceNotFound',
  405: 'MethodNotAllowed',
  413: 'RequestEntityTooLarge',
  415: 'UnsupportedMediaType',
};

const SERVER_FAILURE_MESSAGE = 'Something went wrong on the server. Please try again in a moment.';

export function azureError(code: string, message: string): AzureErrorBody {
  return { error: { code, message } };
}

/** The search service's error handler: every failure in Azure's shape, with the status the portal's own API would give. */
export function handleSearchServiceError(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof SearchServiceError)
    return reply.code(error.statusCode).send(azureError(error.code, error.message));
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    const code =
      CODE_OF_STATUS[error.statusCode] ?? (error.statusCode >= 500 ? 'InternalServerError' : 'InvalidRequest');
    return reply.code(error.statusCode).headers(error.headers).send(azureError(code, error.message));
  }
  if ('validation' in error && error.validation) {
    return reply.code(400).send(azureError('InvalidRequestParameter', `The request is invalid: ${error.message}.`));
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500)
    return reply.code(statusCode).send(azureError(CODE_OF_STATUS[statusCode] ?? 'InvalidRequest', error.message));
  request.log.error({ err: error }, 'Unhandled error while serving the search service');
  return reply.code(500).send(azureError('InternalServerError', SERVER_FAILURE_MESSAGE));
}
