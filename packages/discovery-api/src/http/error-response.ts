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
