import { Type, type Static } from 'typebox';
import { AUDIT_PAGE_MAX } from '../constants.js';
import { NullableString } from './schema-kit.js';

/**
 * The audit log (issue 27, beyond the spec): every change made through the API, every sign-in and refused sign-in,
 * and every refused call (401, 403). Portal administrators browse and export it; an entity's history is open to
 * whoever may edit the entity.
 */
const Kind = Type.Union([
  Type.Literal('change'),
  Type.Literal('sign-in'),
  Type.Literal('sign-in-failure'),
  Type.Literal('refused'),
]);

const Image = Type.Union([Type.Null(), Type.Record(Type.String(), Type.Unknown())], {
  description: 'The row as it was (before) or became (after); only the changed columns for an update.',
});

/** One entry of the audit log. */
export const AuditEntry = Type.Object(
  {
    auditId: Type.Integer(),
    at: Type.String({ format: 'date-time' }),
    kind: Kind,
    action: Type.String({ description: 'insert, update or delete for a change; the kind again for the others.' }),
    entityType: Type.Union([Type.Null(), Type.String()], { description: 'The table changed, e.g. user_groups.' }),
    entityId: Type.Union([Type.Null(), Type.String()], {
      description: 'Its primary key (its columns joined by commas, e.g. 49,8).',
    }),
    before: Image,
    after: Image,
    actorUserId: Type.Union([Type.Null(), Type.Integer()]),
    actorEmail: NullableString,
    ip: NullableString,
    method: NullableString,
    path: NullableString,
    statusCode: Type.Union([Type.Null(), Type.Integer()]),
    detail: NullableString,
  },
  { title: 'AuditEntry' },
);
export type AuditEntry = Static<typeof AuditEntry>;

/** GET v2/audit and v2/audit/export query: every filter optional, all of them must hold. */
export const AuditQuery = Type.Object(
  {
    kind: Type.Optional(Kind),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    entityType: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    entityId: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    actor: Type.Optional(
      Type.String({ minLength: 1, maxLength: 320, description: 'Part of the acting user’s email (any case).' }),
    ),
    actorUserId: Type.Optional(Type.Integer({ minimum: 1 })),
    from: Type.Optional(Type.String({ format: 'date-time', description: 'At or after.' })),
    to: Type.Optional(Type.String({ format: 'date-time', description: 'Before.' })),
    before: Type.Optional(Type.Integer({ minimum: 1, description: 'Continue after this auditId (nextBefore).' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_MAX, default: 50 })),
  },
  { title: 'AuditQuery' },
);
export type AuditQuery = Static<typeof AuditQuery>;

/** A page of the audit log, newest first. */
export const AuditPage = Type.Object(
  {
    entries: Type.Array(AuditEntry),
    nextBefore: Type.Union([Type.Null(), Type.Integer()], { description: 'Pass as before for the next page.' }),
  },
  { title: 'AuditPage' },
);
export type AuditPage = Static<typeof AuditPage>;

/** A long job of the administration area (duplicating a site), as GET v2/deployments/jobs/{jobId} answers. */
export const DeploymentJob = Type.Object(
  {
    jobId: Type.String(),
    kind: Type.Literal('duplicateIndex'),
    state: Type.Union([Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
    step: Type.String({ description: 'What it is doing now (or did last).' }),
    done: Type.Integer({ description: 'Steps finished.' }),
    total: Type.Integer({ description: 'Steps in all.' }),
    error: NullableString,
    deploymentIndexId: Type.Union([Type.Null(), Type.Integer()], { description: 'The copy, once done.' }),
  },
  { title: 'DeploymentJob' },
);
export type DeploymentJob = Static<typeof DeploymentJob>;
