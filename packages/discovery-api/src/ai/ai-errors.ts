import { AiError } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { AiServiceError } from './providers/chat-model.js';

/** An AI service failure as the error the caller sees (502 or 504; a cancelled call, 499), in words without keys. */
export function asHttpError(error: unknown): unknown {
  if (error instanceof AiServiceError) return new HttpError(error.status, error.message);
  return error;
}

/** The error event of a streamed answer: the same { statusCode, error, errorMessage } a JSON error carries. */
export function errorEvent(error: unknown): { statusCode: number; error: string; errorMessage: string } {
  const known = asHttpError(error);
  const statusCode = known instanceof HttpError ? known.statusCode : 500;
  const message =
    known instanceof HttpError ? known.message : 'Something went wrong on the server. Please try again in a moment.';
  return { statusCode, error: message, errorMessage: message };
}

/**
 * A preSerialization hook for the AI calls: their errors carry `errorMessage` besides `error` (calls doc §7: an error
 * response carries errorMessage, shown in the conversation).
 */
export async function addErrorMessage(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || payload === null || typeof payload !== 'object') return payload;
  const body = payload as Record<string, unknown>;
  return typeof body.error === 'string' && body.errorMessage === undefined
    ? { ...body, errorMessage: body.error }
    : payload;
}

/** The `response` entries of the error statuses an AI call answers, each the AiError schema (with errorMessage). */
export function aiErrorResponses<Code extends number>(...codes: Code[]): Record<Code, typeof AiError> {
  return Object.fromEntries(codes.map((code) => [code, AiError])) as Record<Code, typeof AiError>;
}

/** The statuses of an AI call that runs a service: bad input, sign-in, permission, not found, the limit, the service. */
export const AI_CALL_ERRORS = [400, 401, 403, 404, 429, 502, 504] as const;
