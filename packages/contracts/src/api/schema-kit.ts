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

/**
 * The paging query of a list call: rowsPerPage (1–200, the list's own default) and page, from 1.
 * Spec §9 gives related collections and related metadata 25 rows from page 0; the 25 rows hold (PAGE_SIZES.relatedRows)
 * but their pages start at 1, as every paged call of the API does, like the page in the URL (spec §5: else 1).
 */
export const PagingQuery = (title: string, defaultRows: number) =>
  Type.Object(
    {
      rowsPerPage: Type.Optional(
        Type.Integer({ minimum: 1, maximum: 200, default: defaultRows, description: `Default ${defaultRows}.` }),
      ),
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1, description: 'From 1.' })),
    },
    { title },
  );

/** One page of a list call: its rows, the count of all of them and the page. */
export const PageOf = <T extends TSchema>(title: string, row: T) =>
  Type.Object({ count: Type.Integer(), currentPage: Type.Integer(), rows: Type.Array(row) }, { title });
