import { Type, type TSchema } from 'typebox';

/**
 * Small building blocks of the API's TypeBox schemas, shared by every payload module. A payload is
 * written once, here in @portal/contracts, as a schema with a `title` (the name OpenAPI shows) and a
 * type of the same name derived with `Static`:
 *
 *   export const Thing = Type.Object({ id: Type.Integer(), note: Nullable(Type.String()) }, { title: 'Thing' });
 *   export type Thing = Static<typeof Thing>;
 *
 * The server uses the schema in its route options (validation, serialisation, OpenAPI); the front
 * ends import only the type (`import type`), so no TypeBox code reaches their bundles.
 */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const NullableString = Nullable(Type.String());
export const NullableInteger = Nullable(Type.Integer());
