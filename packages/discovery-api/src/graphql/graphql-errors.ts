import { GraphQLError, type ExecutionResult } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { handleError } from '../http/error-handler.js';
import { HttpError } from '../http/http-error.js';

const { ErrorWithProps, defaultErrorFormatter } = mercurius;

/** The `extensions.code` of the errors this endpoint answers with itself (GraphQL's own keep theirs). */
export type GraphqlErrorCode = 'BAD_USER_INPUT' | 'QUERY_TOO_DEEP' | 'QUERY_TOO_COSTLY' | 'INTERNAL_SERVER_ERROR';

/**
 * A refusal meant for the caller: its message is shown as is, with `extensions.code`. With status 400 it refuses the
 * whole request before anything runs (limits); raised by a resolver, that field is null and the rest is answered.
 */
export function graphqlError(
  message: string,
  code: GraphqlErrorCode,
  details: Record<string, unknown> = {},
  statusCode = 400,
): Error {
  return new ErrorWithProps(message, { code, ...details }, statusCode);
}

const SERVER_FAILURE_MESSAGE = 'Something went wrong on the server. Please try again in a moment.';

/**
 * Whether an error's message may be shown: GraphQL's own (syntax, validation, variables), mercurius' (limits,
 * methods), ours (graphqlError), and HttpError (a message meant for the person). Anything else is a failure whose
 * text (SQL, stack details) stays in the log.
 */
function isMeantForCaller(error: GraphQLError): boolean {
  const original = error.originalError as (Error & { code?: unknown; errors?: unknown }) | undefined;
  if (!original || original instanceof GraphQLError || original instanceof ErrorWithProps) return true;
  if (original instanceof HttpError) return true;
  return Array.isArray(original.errors) || (typeof original.code === 'string' && original.code.startsWith('MER_ERR_'));
}

/**
 * Mercurius' error formatter (status codes, validation errors unpacked), with unexpected failures logged and answered
 * by a plain message (the REST error handler's), never their internal text.
 */
export function formatGraphqlErrors(
  execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
  context: MercuriusContext,
) {
  const log = context.reply ? context.reply.log : context.app.log;
  const errors = execution.errors.map((error) => {
    if (isMeantForCaller(error)) return error;
    log.error({ err: error.originalError ?? error }, 'A GraphQL resolver failed');
    return new GraphQLError(SERVER_FAILURE_MESSAGE, {
      path: error.path,
      nodes: error.nodes,
      extensions: { code: 'INTERNAL_SERVER_ERROR' satisfies GraphqlErrorCode },
    });
  });
  return defaultErrorFormatter({ ...execution, errors }, context);
}

/**
 * Failures before the query runs. A refused sign-in (plugins/app/auth.ts) answers exactly as REST does, 401 with
 * `{ statusCode, error }`; everything else in GraphQL's shape, `{ data: null, errors: [...] }`.
 */
export async function handleGraphqlRouteError(
  error: FastifyError & { extensions?: Record<string, unknown> },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) return handleError(error, request, reply);
  const graphqlFailure =
    error instanceof GraphQLError
      ? error
      : new GraphQLError(error.message, { originalError: error, extensions: error.extensions });
  const { statusCode, response } = formatGraphqlErrors({ errors: [graphqlFailure] }, {
    reply,
    app: request.server,
  } as MercuriusContext);
  return reply.code(statusCode).send(response);
}
