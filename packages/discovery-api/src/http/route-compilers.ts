import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** The part of Fastify's compiler factories used here: (shared schemas, options) → (route) → compiled function. */
type Factory<Options> = (
  externalSchemas: unknown,
  options: Options,
) => (route: { schema: unknown; httpPart?: string }) => unknown;
type ValidatorOptions = { customOptions?: Record<string, unknown> } | undefined;

/**
 * How many compiled functions the process keeps. A route has a few schemas (body, query string, parameters, each
 * answer), the server a few hundred routes: the bound only matters if schemas were ever made per request.
 */
const MAX_KEPT = 4_000;
const kept = new Map<string, unknown>();

/** The function compiled for `key` before in this process, else `compile()`'s, kept for next time. */
function compiledOnce(key: string, compile: () => unknown): unknown {
  const found = kept.get(key);
  if (found !== undefined) return found;
  const made = compile();
  if (kept.size < MAX_KEPT) kept.set(key, made);
  return made;
}

/**
 * A compiled function depends on nothing but the schema, the shared schemas and the options, all plain JSON here
 * (the Ajv plugins are this process's constants): their text is the key. TypeBox's hidden markers (symbols) are
 * left out of the text, as Ajv leaves them out of the validator.
 */
const keyOf = (prefix: string, schema: unknown) => `${prefix}\n${JSON.stringify(schema)}`;

// One of each for the process: Fastify's own compilers, pooling their Ajv instances by options and shared schemas.
const ajvCompilers = AjvCompiler() as unknown as Factory<ValidatorOptions>;
const serializerCompilers = SerializerSelector() as unknown as Factory<unknown>;

/**
 * The validators of every route (Fastify's schema controller): a query string, the URL's parameters and the headers
 * are text, read as the types their schemas give (Ajv's type coercion: `?page=2` is the number 2); a JSON body is
 * taken as it was sent, so `{"title": 123}` is a 400 naming the field instead of being stored as the text "123". The
 * options and plugins (the shared input limits' keyword) are Fastify's own for both.
 *
 * Each distinct schema is compiled once per process (validators and answer serializers alike), not once per route
 * and server: a GET route's HEAD twin and every schema shared between routes reuse the same function, and the tests,
 * which build a server per suite (hundreds per run), stop compiling the same few hundred schemas again each time
 * (about a third of a test server's start).
 */
export function routeCompilers(): Pick<CompilersFactory, 'buildValidator' | 'buildSerializer'> {
  const buildValidator: Factory<ValidatorOptions> = (externalSchemas, options) => {
    const exactOptions = { ...options, customOptions: { ...options?.customOptions, coerceTypes: false } };
    const coercing = ajvCompilers(externalSchemas, options);
    const exact = ajvCompilers(externalSchemas, exactOptions);
    const shared = JSON.stringify(externalSchemas);
    const coercingKey = `validator\n${shared}\n${JSON.stringify(options?.customOptions)}`;
    const exactKey = `validator\n${shared}\n${JSON.stringify(exactOptions.customOptions)}`;
    return (route) =>
      route.httpPart === 'body'
        ? compiledOnce(keyOf(exactKey, route.schema), () => exact(route))
        : compiledOnce(keyOf(coercingKey, route.schema), () => coercing(route));
  };
  const buildSerializer: Factory<unknown> = (externalSchemas, options) => {
    const serializers = serializerCompilers(externalSchemas, options);
    const prefix = `serializer\n${JSON.stringify(externalSchemas)}\n${JSON.stringify(options)}`;
    return (route) => compiledOnce(keyOf(prefix, route.schema), () => serializers(route));
  };
  return {
    buildValidator: buildValidator as unknown as CompilersFactory['buildValidator'],
    buildSerializer: buildSerializer as unknown as CompilersFactory['buildSerializer'],
  };
}
