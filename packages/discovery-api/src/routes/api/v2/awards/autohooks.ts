import multipart from '@fastify/multipart';
import { AWARD_IMPORT_LIMITS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';

/** The awards import reads a multipart form (deploymentIndexId, file), and only it: the parser is scoped to this folder. */
export default async function awardsFormParsing(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: AWARD_IMPORT_LIMITS.bytes, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });
}
