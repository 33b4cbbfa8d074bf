import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponse } from './error-response.js';
import { HttpError } from './http-error.js';

const SERVER_FAILURE_MESSAGE = 'Something went wrong on the server. Please try again in a moment.';

/**
 * The one place every failure becomes `{ statusCode, error }`, as JSON whatever the call had begun to answer (an
 * export that set text/csv before it failed answered Fastify's own error text instead).
 */
export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  reply.removeHeader('content-type').removeHeader('content-disposition');
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return reply.code(error.statusCode).headers(error.headers).send(errorResponse(error.statusCode, error.message));
  }

  if ('validation' in error && error.validation) {
    return reply.code(400).send(errorResponse(400, `The request is not valid: ${error.message}.`));
  }

  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode).send(errorResponse(statusCode, error.message));
  }

  request.log.error({ err: error }, 'Unhandled error while serving the request');
  return reply.code(500).send(errorResponse(500, SERVER_FAILURE_MESSAGE));
}
