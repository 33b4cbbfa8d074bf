import type { FastifySchema, RouteOptions } from 'fastify';

/**
 * Limits every route's input schemas share, added once for all routes (app.ts) instead of in each schema:
 * - whole numbers fit the database's `integer` (ids, pages, counts): −2,147,483,648 to 2,147,483,647, unless
 *   the schema gives its own bounds; sizes in bytes (a field named …size…) may go up to 2^53 − 1 (`bigint`);
 * - text never holds the NUL character (U+0000), which PostgreSQL cannot store in text;
 * - every text and every list has a bound: DEFAULT_MAX_TEXT characters and DEFAULT_MAX_ITEMS items unless the schema
 *   gives its own (no input is unbounded: what a call does grows with what it is sent);
 * - a date (format date or date-time) falls in the years 1 to 9999, which PostgreSQL and JavaScript both hold.
 * A request outside them is a 400 naming the field, before any handler runs, instead of a database error.
 */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;
export const DEFAULT_MAX_TEXT = 10_000;
export const DEFAULT_MAX_ITEMS = 1_000;

/** The schema keyword that holds a date to the years 1 to 9999 (added to Ajv by `dateYearsKeyword`). */
export const DATE_YEARS_KEYWORD = 'x-date-years';
export const DATE_YEARS_MESSAGE = 'must be a date from year 1 to 9999';

/** The schema keyword that refuses U+0000 in a string (added to Ajv by `noNulKeyword`). */
export const NO_NUL_KEYWORD = 'x-no-nul';
export const NO_NUL_MESSAGE = 'must not contain the NUL character (U+0000)';

/** The parts of a route schema that describe input (responses are left as they are). */
const INPUT_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

type JsonSchema = Record<string | symbol, unknown>;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasType = (schema: JsonSchema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** A copy of the schema with the limits added (hidden keys, e.g. TypeBox's, are kept as they are). `key` is the property it describes. */
export function withInputLimits<Schema>(schema: Schema, key = ''): Schema {
  if (Array.isArray(schema)) return schema.map((item) => withInputLimits(item, key)) as Schema;
  if (!isSchema(schema)) return schema;
  const copy: JsonSchema = {};
  for (const name of Reflect.ownKeys(schema)) {
    const value = schema[name];
    // Hidden markers (TypeBox's kind) stay hidden: Ajv's strict mode would refuse them as keywords.
    if (!Object.getOwnPropertyDescriptor(schema, name)?.enumerable) {
      Object.defineProperty(copy, name, Object.getOwnPropertyDescriptor(schema, name)!);
      continue;
    }
    if (name === 'properties' && isSchema(value)) {
      copy[name] = Object.fromEntries(
        Object.entries(value).map(([property, sub]) => [property, withInputLimits(sub, property)]),
      );
    } else if (typeof name === 'string' && ['enum', 'const', 'default', 'examples', 'required'].includes(name)) {
      copy[name] = value;
    } else {
      copy[name] = withInputLimits(value, key);
    }
  }
  if (hasType(copy, 'integer')) {
    const bytes = /size/i.test(key);
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined)
      copy.maximum = bytes ? Number.MAX_SAFE_INTEGER : INT32_MAX;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = bytes ? 0 : INT32_MIN;
  }
  if (hasType(copy, 'string')) {
    copy[NO_NUL_KEYWORD] = true;
    const format = copy.format;
    if (format === 'date' || format === 'date-time') copy[DATE_YEARS_KEYWORD] = true;
    // A file part of a multipart form is bounded by the form's own file limit.
    if (copy.maxLength === undefined && format !== 'binary' && copy.enum === undefined && copy.const === undefined)
      copy.maxLength = DEFAULT_MAX_TEXT;
  }
  if (hasType(copy, 'array') && copy.maxItems === undefined) copy.maxItems = DEFAULT_MAX_ITEMS;
  return copy as Schema;
}

/** An `onRoute` hook: the route's input schemas with the limits added. */
export function addInputLimits(route: RouteOptions): void {
  const schema = route.schema as FastifySchema | undefined;
  if (!schema) return;
  const limited: FastifySchema = { ...schema };
  for (const part of INPUT_PARTS) if (schema[part] !== undefined) limited[part] = withInputLimits(schema[part]);
  route.schema = limited;
}

/** The part of Ajv used here (Ajv is Fastify's own dependency, not one of this package's). */
interface AjvLike {
  addKeyword(definition: never): unknown;
}

/** An Ajv plugin (for Fastify's `ajv.plugins`) adding a boolean keyword that holds text to `valid`, or says `message`. */
function textKeyword(keyword: string, message: string, valid: (text: string) => boolean) {
  return <Ajv extends AjvLike>(ajv: Ajv): Ajv => {
    const validate = (enabled: boolean, data: unknown) => {
      const ok = !enabled || typeof data !== 'string' || valid(data);
      validate.errors = ok ? null : [{ keyword, message, params: {} }];
      return ok;
    };
    validate.errors = null as null | object[];
    (ajv.addKeyword as (definition: object) => unknown)({
      keyword,
      type: 'string',
      schemaType: 'boolean',
      errors: true,
      validate,
    });
    return ajv;
  };
}

/** The Ajv keyword behind DATE_YEARS_KEYWORD. */
export const dateYearsKeyword = textKeyword(DATE_YEARS_KEYWORD, DATE_YEARS_MESSAGE, (text) => {
  const year = Number(/^(\d{4})-/.exec(text)?.[1]);
  return year >= 1 && year <= 9999;
});

/** The Ajv keyword behind NO_NUL_KEYWORD. */
export const noNulKeyword = textKeyword(NO_NUL_KEYWORD, NO_NUL_MESSAGE, (text) => !text.includes('\u0000'));
