import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from '@fastify/type-provider-typebox';
import { routeCompilers } from './route-compilers.js';

type Validator = ((data: unknown) => boolean) & { errors?: unknown[] | null };
type Serializer = (data: unknown) => string;

const options = { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true } };
const validatorOf = (httpPart: string, schema: unknown) =>
  routeCompilers().buildValidator!(
    {},
    options as never,
  )({ schema, httpPart, method: 'POST', url: '/x' } as never) as Validator;
const serializerOf = (schema: unknown) =>
  routeCompilers().buildSerializer!(
    {},
    {},
  )({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never) as Serializer;

describe('route compilers: every distinct schema compiled once per process', () => {
  test('a second server (a new factory) and a copy of the schema get the function compiled for the first', () => {
    const schema = Type.Object({ page: Type.Integer({ minimum: 1 }) });
    const first = validatorOf('querystring', schema);
    assert.equal(validatorOf('querystring', structuredClone(schema)), first);
    assert.equal(serializerOf(schema), serializerOf(structuredClone(schema)));
  });

  test('a body is validated as sent, a query string as its schema reads it, with the same schema', () => {
    const schema = Type.Object({ page: Type.Integer({ minimum: 1 }) });
    const query = validatorOf('querystring', schema);
    const body = validatorOf('body', schema);
    assert.notEqual(query, body);
    const fromQuery = { page: '2' };
    assert.equal(query(fromQuery), true);
    assert.deepEqual(fromQuery, { page: 2 });
    assert.equal(body({ page: '2' }), false);
    assert.equal(body({ page: 2 }), true);
  });

  test('schemas that differ in any rule get functions of their own', () => {
    const loose = validatorOf('body', Type.Object({ title: Type.String({ maxLength: 10 }) }));
    const strict = validatorOf('body', Type.Object({ title: Type.String({ maxLength: 3 }) }));
    assert.equal(loose({ title: 'Campaign' }), true);
    assert.equal(strict({ title: 'Campaign' }), false);
    const withId = serializerOf(Type.Object({ id: Type.Integer() }));
    const withName = serializerOf(Type.Object({ name: Type.String() }));
    assert.equal(withId({ id: 7, name: 'x' }), '{"id":7}');
    assert.equal(withName({ id: 7, name: 'x' }), '{"name":"x"}');
  });
});
