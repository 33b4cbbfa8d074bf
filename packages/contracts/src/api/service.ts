import { Type, type Static } from 'typebox';
import { NullableString } from './schema-kit.js';

/** The state of one part the service needs (GET /api/health). */
const ComponentHealth = Type.Union([Type.Literal('ok'), Type.Literal('failing')]);
const components = { database: ComponentHealth, blobStorage: ComponentHealth, jobs: ComponentHealth };

/** GET /api/health answer (200): every part answers. */
export const Healthy = Type.Object({ status: Type.Literal('ok'), ...components }, { title: 'Healthy' });
export type Healthy = Static<typeof Healthy>;

/** GET /api/health answer (503): an error naming the parts that do not answer. */
export const Unhealthy = Type.Object(
  {
    statusCode: Type.Literal(503),
    error: Type.String(),
    status: Type.Literal('unavailable'),
    ...components,
  },
  { title: 'Unhealthy' },
);
export type Unhealthy = Static<typeof Unhealthy>;

/** GET /api/systemMessage query: the site whose message wins over the system-wide one. */
export const SystemMessageQuery = Type.Object(
  { deploymentIndexId: Type.Optional(Type.Integer({ minimum: 1 })) },
  { title: 'SystemMessageQuery' },
);
export type SystemMessageQuery = Static<typeof SystemMessageQuery>;

/** GET /api/systemMessage answer (no sign-in needed): the banner message; 204 when there is none. */
export const SystemMessage = Type.Object(
  {
    topic: Type.String(),
    message: Type.String(),
    buttonLabel: NullableString,
    buttonLink: NullableString,
    icon: NullableString,
  },
  { title: 'SystemMessage' },
);
export type SystemMessage = Static<typeof SystemMessage>;

/** GET /api/maintenanceWindow answer (no sign-in needed); 204 when none is scheduled. */
export const MaintenanceWindow = Type.Object(
  {
    start: Type.String({ format: 'date-time' }),
    end: Type.String({ format: 'date-time' }),
    message: NullableString,
  },
  { title: 'MaintenanceWindow' },
);
export type MaintenanceWindow = Static<typeof MaintenanceWindow>;

/** POST v2/maintenanceWindows body (portal administrators). */
export const ScheduleMaintenanceRequest = Type.Object(
  {
    start: Type.String({ format: 'date-time' }),
    end: Type.String({ format: 'date-time' }),
    message: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  },
  { title: 'ScheduleMaintenanceRequest' },
);
export type ScheduleMaintenanceRequest = Static<typeof ScheduleMaintenanceRequest>;

/** POST v2/maintenanceWindows answer (201). */
export const ScheduledMaintenanceWindow = Type.Object(
  { maintenanceWindowId: Type.Integer(), ...MaintenanceWindow.properties },
  { title: 'ScheduledMaintenanceWindow' },
);
export type ScheduledMaintenanceWindow = Static<typeof ScheduledMaintenanceWindow>;
