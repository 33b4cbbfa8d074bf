import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, AUDIT_EXPORT_MAX, AUDIT_PAGE_MAX, AuditPage, AuditQuery } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { auditCsv, auditedEntityTypes, listAuditEntries } from '../../../../audit/audit-entries.js';
import { entityHistory, HISTORY_ENTITY_TYPES, requireHistoryReader } from '../../../../audit/entity-history.js';
import { signedInIdentity } from '../../../../auth/signed-in-identity.js';
import { contentDisposition } from '../../../../blob/served-file-headers.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { signedInUser } from '../../../../users/upsert-signed-in-user.js';

const file = Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary' });

/**
 * The audit log (audit/): browsed, filtered and exported as CSV by portal administrators; an entity's history by
 * those who may edit the entity. Nothing here changes or removes an entry: the log is append-only.
 */
const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const requirePortalAdministrator = async (request: FastifyRequest) => {
    const user = await signedInUser(app.db, signedInIdentity(request));
    if (!user.isAdministrator) throw new HttpError(403, ACCESS_MESSAGES.portalAdministratorsOnly);
  };
  const checkPeriod = (query: AuditQuery) => {
    if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to))
      throw new HttpError(400, 'The request is not valid: querystring/from must be before querystring/to.');
  };

  app.get(
    '/audit',
    {
      schema: {
        tags: ['audit'],
        summary: 'A page of the audit log, newest first, filtered (portal administrators)',
        description: `At most ${AUDIT_PAGE_MAX} entries a page; pass nextBefore as before for the next one.`,
        security: BEARER_SECURITY,
        querystring: AuditQuery,
        response: { 200: AuditPage, ...errorResponses(400, 401, 403) },
      },
      preHandler: async (request) => requirePortalAdministrator(request),
    },
    async (request) => {
      checkPeriod(request.query);
      return listAuditEntries(app.db, request.query);
    },
  );

  app.get(
    '/audit/entityTypes',
    {
      schema: {
        tags: ['audit'],
        summary: 'The entity types the audit log holds (portal administrators)',
        security: BEARER_SECURITY,
        response: { 200: Type.Array(Type.String()), ...errorResponses(401, 403) },
      },
      preHandler: async (request) => requirePortalAdministrator(request),
    },
    async () => auditedEntityTypes(app.db),
  );

  app.get(
    '/audit/export',
    {
      schema: {
        tags: ['audit'],
        summary: 'The audit log as a CSV file, filtered (portal administrators)',
        description: `The newest ${AUDIT_EXPORT_MAX} entries at most that match; before and after as JSON text.`,
        security: BEARER_SECURITY,
        querystring: Type.Omit(AuditQuery, ['before', 'limit']),
        response: {
          200: { description: 'The log, as an attachment.', content: { 'text/csv': { schema: file } } },
          ...errorResponses(400, 401, 403),
        },
      },
      preHandler: async (request) => requirePortalAdministrator(request),
    },
    async (request, reply) => {
      checkPeriod(request.query);
      reply.headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': contentDisposition(`audit-log-${new Date().toISOString().slice(0, 10)}.csv`),
        'cache-control': 'no-store',
      });
      return reply.send(auditCsv(app.db, request.query));
    },
  );

  app.get(
    '/audit/history/:entityType/:entityId',
    {
      schema: {
        tags: ['audit'],
        summary: "An entity's history, newest first (those who may edit it)",
        description:
          `Its row's changes, and for a user or a user group the changes of its memberships. Editors read the ` +
          `history of ${HISTORY_ENTITY_TYPES.join(', ')} they may edit; portal administrators any entity's.`,
        security: BEARER_SECURITY,
        params: Type.Object({
          entityType: Type.String({ pattern: '^[a-z_]{1,80}$', description: 'The table, e.g. user_groups.' }),
          entityId: Type.String({ pattern: '^[0-9,]{1,80}$', description: 'Its primary key.' }),
        }),
        querystring: Type.Pick(AuditQuery, ['before', 'limit']),
        response: { 200: AuditPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { entityType, entityId } = request.params;
      const viewer = await requireHistoryReader(app, request, entityType, entityId);
      return entityHistory(app, viewer, entityType, entityId, request.query);
    },
  );
};

export default auditLogRoutes;
