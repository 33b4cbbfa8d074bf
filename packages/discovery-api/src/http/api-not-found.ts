import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponse } from './error-response.js';

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return reply.code(404).send(errorResponse(404, `No such API endpoint: ${request.method} ${path}`));
}
