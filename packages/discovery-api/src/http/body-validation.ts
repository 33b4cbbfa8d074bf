import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type ValidatorFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;
/** The part of Fastify's validator factory used here. */
type Build = (
  externalSchemas: unknown,
  options: { customOptions?: Record<string, unknown> } | undefined,
) => (route: { httpPart?: string }) => unknown;

/**
 * The validators of every route (Fastify's schema controller): a query string, the URL's parameters and the headers
 * are text, read as the types their schemas give (Ajv's type coercion: `?page=2` is the number 2); a JSON body is
 * taken as it was sent, so `{"title": 123}` is a 400 naming the field instead of being stored as the text "123". The
 * options and plugins (the shared input limits' keyword) are Fastify's own for both.
 */
export function validatorsWithExactBodies(): ValidatorFactory {
  const build = AjvCompiler() as unknown as Build;
  const factory: Build = (externalSchemas, options) => {
    const coercing = build(externalSchemas, options);
    const exact = build(externalSchemas, {
      ...options,
      customOptions: { ...options?.customOptions, coerceTypes: false },
    });
    return (route) => (route.httpPart === 'body' ? exact : coercing)(route);
  };
  return factory as unknown as ValidatorFactory;
}
