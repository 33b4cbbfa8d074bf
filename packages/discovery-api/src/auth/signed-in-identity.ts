import type { FastifyRequest } from 'fastify';
import { unauthorized } from './unauthorized.js';
import type { VerifiedIdentity } from './verified-identity.js';

/** The caller verified by the `authenticate` hook; a route outside that hook gets a 401 rather than a crash. */
export function signedInIdentity(request: FastifyRequest): VerifiedIdentity {
  if (!request.identity) throw unauthorized('no bearer token.');
  return request.identity;
}
