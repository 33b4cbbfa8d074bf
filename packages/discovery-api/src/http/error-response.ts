import { Type, type Static } from '@fastify/type-provider-typebox';

/** The shape of every error the server answers with; `error` is the human-readable message. */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    error: Type.String({ description: 'What went wrong, in words the front end shows as-is.' }),
  },
  { title: 'Error' },
);

export type ErrorResponse = Static<typeof ErrorResponse>;

export function errorResponse(statusCode: number, error: string): ErrorResponse {
  return { statusCode, error };
}

/**
 * The `response` entries of the error statuses a route answers, each the one ErrorResponse schema:
 * `response: { 200: Thing, ...errorResponses(400, 401, 403, 404) }`.
 */
export function errorResponses<Code extends number>(...codes: Code[]): Record<Code, typeof ErrorResponse> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse])) as Record<Code, typeof ErrorResponse>;
}
