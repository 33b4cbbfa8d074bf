import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

/**
 * Refusing fields a body schema does not name. Fastify's Ajv runs with removeAdditional, so `additionalProperties:
 * false` alone silently drops an unknown field: a misspelt filter would be ignored and the caller would get an answer
 * to another question. A route that must say so adds `preValidation: refuseUnknownFields(Schema)`: before validation,
 * a field the schema (or a nested object of it) does not name is a 400 naming it and the fields it takes.
 */

interface ObjectLike {
  type?: unknown;
  properties?: Record<string, unknown>;
  anyOf?: unknown[];
  items?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first field of `value` the schema does not name, as a path (body/searchParameters/foo), with the known names. */
function firstUnknown(schema: unknown, value: unknown, path: string): { path: string; known: string[] } | undefined {
  if (!isRecord(schema)) return undefined;
  const node = schema as ObjectLike;
  if (Array.isArray(node.anyOf)) {
    // A nullable object (or any union): the object variant describes an object value.
    const variant = node.anyOf.find((candidate) => isRecord(candidate) && isRecord(candidate.properties));
    return variant ? firstUnknown(variant, value, path) : undefined;
  }
  if (Array.isArray(value) && node.items)
    for (const [index, item] of value.entries()) {
      const found = firstUnknown(node.items, item, `${path}/${index}`);
      if (found) return found;
    }
  if (!isRecord(value) || !isRecord(node.properties)) return undefined;
  const properties = node.properties;
  const known = Object.keys(properties);
  for (const [key, child] of Object.entries(value)) {
    if (!(key in properties)) return { path: `${path}/${key}`, known };
    const found = firstUnknown(properties[key], child, `${path}/${key}`);
    if (found) return found;
  }
  return undefined;
}

/** A preValidation hook refusing a body field the schema does not name (400, naming it and what is taken). */
export function refuseUnknownFields(schema: unknown) {
  return async (request: FastifyRequest): Promise<void> => {
    const found = firstUnknown(schema, request.body, 'body');
    if (found) {
      throw new HttpError(
        400,
        `The request is not valid: ${found.path} is not a field of this request (it takes ${found.known.join(', ')}).`,
      );
    }
  };
}
