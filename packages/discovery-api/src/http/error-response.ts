import { ApiError } from '@portal/contracts';

/** The shape of every error the server answers with (@portal/contracts ApiError); `error` is the human-readable message. */
export const ErrorResponse = ApiError;
export type ErrorResponse = ApiError;

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
