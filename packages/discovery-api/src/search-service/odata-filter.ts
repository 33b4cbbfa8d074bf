import { sql, type SQL } from 'drizzle-orm';
import { anyFacetValueCondition, facetKeyCondition } from '../search/facet-query.js';
import type { CollectionField, IndexSchema, ScalarField } from './index-schema.js';
import { invalidParameter } from './search-service-error.js';

/**
 * The subset of Azure AI Search's OData filter language this service understands ($filter):
 *
 *   expression  := or
 *   or          := and ('or' and)*
 *   and         := unary ('and' unary)*
 *   unary       := 'not' unary | primary
 *   primary     := '(' expression ')' | 'true' | 'false'
 *                | field op literal | literal op field        op: eq ne gt ge lt le
 *                | search.in(field, 'a,b'[, 'delimiters'])
 *                | collection/any() | collection/any(x: lambda)
 *                | boolean-field
 *   lambda      := the same, over the range variable x only (x eq 'v', search.in(x, '…'), and/or/not)
 *   literal     := 'string' ('' escapes a quote) | true | false | null | 2024-01-01T00:00:00Z (unquoted)
 *
 * Anything else (all(), search.ismatch, geo functions, arithmetic, numbers…) is refused with a 400 naming it.
 */
export type CompareOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

export type Literal =
  | { type: 'string'; value: string }
  | { type: 'boolean'; value: boolean }
  | { type: 'null' }
  | { type: 'datetime'; value: string };

export type FilterNode =
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { kind: 'not'; operand: FilterNode }
  | { kind: 'constant'; value: boolean }
  | { kind: 'field'; name: string }
  | { kind: 'compare'; name: string; op: CompareOp; value: Literal }
  | { kind: 'in'; name: string; values: string[] }
  | { kind: 'any'; name: string; variable?: string; body?: FilterNode };

type Token =
  | { type: 'identifier'; text: string; position: number }
  | { type: 'string'; value: string; position: number }
  | { type: 'datetime'; value: string; position: number }
  | { type: 'number'; text: string; position: number }
  | { type: 'punctuation'; text: '(' | ')' | ',' | '/' | ':'; position: number }
  | { type: 'end'; position: number };

const OPERATORS = new Set<string>(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
const REVERSED: Record<CompareOp, CompareOp> = { eq: 'eq', ne: 'ne', gt: 'lt', ge: 'le', lt: 'gt', le: 'ge' };
const UNSUPPORTED_OPERATORS = new Set(['add', 'sub', 'mul', 'div', 'mod', 'has', 'in']);
const SUPPORTED =
  "supported: eq, ne, gt, ge, lt, le, and, or, not, parentheses, search.in(field, 'a,b'), collection/any(x: x eq 'v')";
const MAX_DEPTH = 100;
/** Azure's limit on the number of clauses (search.in values count as one). */
const MAX_NODES = 1000;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,7})?)?(?:Z|[+-]\d{2}:\d{2})/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}(?![\dT])/;

export class FilterError extends Error {}

function fail(message: string): never {
  throw new FilterError(message);
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (/\s/.test(char)) {
      index += 1;
    } else if ('(),/:'.includes(char)) {
      tokens.push({ type: 'punctuation', text: char as '(' | ')' | ',' | '/' | ':', position: index });
      index += 1;
    } else if (char === "'") {
      let value = '';
      let end = index + 1;
      for (;;) {
        if (end >= text.length) fail(`the string starting at position ${index} is not closed with a quote.`);
        if (text[end] === "'") {
          if (text[end + 1] === "'") {
            value += "'";
            end += 2;
            continue;
          }
          break;
        }
        value += text[end];
        end += 1;
      }
      tokens.push({ type: 'string', value, position: index });
      index = end + 1;
    } else if (/\d/.test(char) || (char === '-' && /\d/.test(text[index + 1] ?? ''))) {
      const rest = text.slice(index);
      const datetime = DATETIME.exec(rest);
      if (datetime) {
        tokens.push({ type: 'datetime', value: datetime[0], position: index });
        index += datetime[0].length;
      } else if (DATE_ONLY.test(rest)) {
        fail(`the date at position ${index} needs a time and an offset, e.g. ${rest.slice(0, 10)}T00:00:00Z.`);
      } else {
        const number = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(rest)?.[0] as string;
        tokens.push({ type: 'number', text: number, position: index });
        index += number.length;
      }
    } else if (/[A-Za-z_]/.test(char)) {
      const identifier = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*/.exec(text.slice(index))?.[0] as string;
      tokens.push({ type: 'identifier', text: identifier, position: index });
      index += identifier.length;
    } else {
      fail(`unexpected character '${char}' at position ${index}.`);
    }
  }
  tokens.push({ type: 'end', position: text.length });
  return tokens;
}

function describe(token: Token): string {
  switch (token.type) {
    case 'end':
      return 'the end of the expression';
    case 'string':
      return `'${token.value}'`;
    case 'datetime':
      return token.value;
    default:
      return `'${token.text}'`;
  }
}

class Parser {
  private index = 0;
  private nodes = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): FilterNode {
    const node = this.or(0, undefined);
    const next = this.peek();
    if (next.type !== 'end')
      fail(
        `unexpected ${describe(next)} at position ${next.position}; expected 'and', 'or' or the end of the expression.`,
      );
    return node;
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)] as Token;
  }

  private next(): Token {
    const token = this.peek();
    this.index += 1;
    return token;
  }

  private isKeyword(token: Token, keyword: string): boolean {
    return token.type === 'identifier' && token.text.toLowerCase() === keyword;
  }

  private isPunctuation(token: Token, text: string): boolean {
    return token.type === 'punctuation' && token.text === text;
  }

  private expect(text: string): void {
    const token = this.next();
    if (!this.isPunctuation(token, text))
      fail(`expected '${text}' at position ${token.position}, found ${describe(token)}.`);
  }

  private count(depth: number) {
    this.nodes += 1;
    if (this.nodes > MAX_NODES) fail(`the filter has more than ${MAX_NODES} clauses.`);
    if (depth > MAX_DEPTH) fail(`the filter is nested more than ${MAX_DEPTH} levels deep.`);
  }

  private or(depth: number, variable: string | undefined): FilterNode {
    let left = this.and(depth, variable);
    while (this.isKeyword(this.peek(), 'or')) {
      this.next();
      left = { kind: 'or', left, right: this.and(depth, variable) };
    }
    return left;
  }

  private and(depth: number, variable: string | undefined): FilterNode {
    let left = this.unary(depth, variable);
    while (this.isKeyword(this.peek(), 'and')) {
      this.next();
      left = { kind: 'and', left, right: this.unary(depth, variable) };
    }
    return left;
  }

  private unary(depth: number, variable: string | undefined): FilterNode {
    this.count(depth);
    if (this.isKeyword(this.peek(), 'not')) {
      this.next();
      return { kind: 'not', operand: this.unary(depth + 1, variable) };
    }
    return this.primary(depth, variable);
  }

  private primary(depth: number, variable: string | undefined): FilterNode {
    const token = this.peek();
    if (this.isPunctuation(token, '(')) {
      this.next();
      const inner = this.or(depth + 1, variable);
      this.expect(')');
      return inner;
    }
    if (token.type === 'identifier' && this.isPunctuation(this.peek(1), '('))
      return this.call(token.text, token.position, depth, variable);
    if (token.type === 'identifier' && this.isPunctuation(this.peek(1), '/')) return this.lambda(depth, variable);

    const left = this.operand(variable);
    const operator = this.peek();
    if (operator.type === 'identifier' && OPERATORS.has(operator.text.toLowerCase())) {
      this.next();
      const right = this.operand(variable);
      const op = operator.text.toLowerCase() as CompareOp;
      if (left.kind === 'field' && right.kind === 'literal')
        return { kind: 'compare', name: left.name, op, value: right.literal };
      if (left.kind === 'literal' && right.kind === 'field')
        return { kind: 'compare', name: right.name, op: REVERSED[op], value: left.literal };
      if (left.kind === 'field' && right.kind === 'field')
        fail(
          `comparing two fields ('${left.name}' ${op} '${right.name}') is not supported; compare a field with a constant.`,
        );
      fail(`the comparison at position ${operator.position} must name a field on one side.`);
    }
    if (operator.type === 'identifier' && UNSUPPORTED_OPERATORS.has(operator.text.toLowerCase())) {
      fail(`the operator '${operator.text}' is not supported by this search service (${SUPPORTED}).`);
    }
    if (left.kind === 'field') return { kind: 'field', name: left.name };
    if (left.literal.type === 'boolean') return { kind: 'constant', value: left.literal.value };
    fail(`a constant alone is not a condition (position ${token.position}); compare it with a field.`);
  }

  private operand(
    variable: string | undefined,
  ): { kind: 'field'; name: string } | { kind: 'literal'; literal: Literal } {
    const token = this.next();
    switch (token.type) {
      case 'string':
        return { kind: 'literal', literal: { type: 'string', value: token.value } };
      case 'datetime':
        return { kind: 'literal', literal: { type: 'datetime', value: token.value } };
      case 'number':
        return fail(
          `the number ${token.text} at position ${token.position} cannot be compared: this index has no numeric fields.`,
        );
      case 'identifier': {
        const lower = token.text.toLowerCase();
        if (lower === 'true' || lower === 'false')
          return { kind: 'literal', literal: { type: 'boolean', value: lower === 'true' } };
        if (lower === 'null') return { kind: 'literal', literal: { type: 'null' } };
        if (variable !== undefined && token.text !== variable) {
          fail(`inside any(${variable}: …) only the range variable '${variable}' can be used, not '${token.text}'.`);
        }
        if (['and', 'or', 'not', ...OPERATORS].includes(lower))
          fail(`unexpected '${token.text}' at position ${token.position}; expected a field or a constant.`);
        return { kind: 'field', name: token.text };
      }
      default:
        fail(`unexpected ${describe(token)} at position ${token.position}; expected a field or a constant.`);
    }
  }

  private call(name: string, position: number, depth: number, variable: string | undefined): FilterNode {
    if (name.toLowerCase() !== 'search.in') {
      fail(`the function '${name}' (position ${position}) is not supported by this search service (${SUPPORTED}).`);
    }
    this.next();
    this.expect('(');
    const field = this.next();
    if (field.type !== 'identifier') fail(`search.in needs a field as its first argument, found ${describe(field)}.`);
    if (variable !== undefined && field.text !== variable)
      fail(`inside any(${variable}: …) only the range variable '${variable}' can be used, not '${field.text}'.`);
    this.expect(',');
    const list = this.next();
    if (list.type !== 'string')
      fail(`search.in needs a quoted list of values as its second argument, found ${describe(list)}.`);
    let delimiters = ' ,';
    if (this.isPunctuation(this.peek(), ',')) {
      this.next();
      const given = this.next();
      if (given.type !== 'string' || given.value === '')
        fail(`search.in takes its delimiters as a non-empty quoted string, found ${describe(given)}.`);
      delimiters = given.value;
    }
    this.expect(')');
    this.count(depth);
    const values = splitOn(list.value, delimiters);
    return { kind: 'in', name: field.text, values };
  }

  private lambda(depth: number, variable: string | undefined): FilterNode {
    const field = this.next() as Extract<Token, { type: 'identifier' }>;
    if (variable !== undefined) fail(`any() cannot be nested inside any(${variable}: …).`);
    this.next(); // '/'
    const operator = this.next();
    if (operator.type !== 'identifier' || !['any', 'all'].includes(operator.text))
      fail(`expected any(…) after '${field.text}/', found ${describe(operator)}.`);
    if (operator.text === 'all')
      fail(
        `the lambda operator 'all' (${field.text}/all) is not supported by this search service; use any() (${SUPPORTED}).`,
      );
    this.expect('(');
    if (this.isPunctuation(this.peek(), ')')) {
      this.next();
      return { kind: 'any', name: field.text };
    }
    const range = this.next();
    if (range.type !== 'identifier')
      fail(`any() needs a range variable, e.g. ${field.text}/any(t: t eq 'value'); found ${describe(range)}.`);
    this.expect(':');
    const body = this.or(depth + 1, range.text);
    this.expect(')');
    return { kind: 'any', name: field.text, variable: range.text, body };
  }
}

function splitOn(list: string, delimiters: string): string[] {
  const values: string[] = [];
  let current = '';
  for (const char of list) {
    if (delimiters.includes(char)) {
      if (current !== '') values.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (current !== '') values.push(current);
  return values;
}

/** Parses a $filter into its syntax tree; FilterError for anything this service does not understand. */
export function parseFilter(text: string): FilterNode {
  if (text.trim() === '') fail('the filter is empty.');
  return new Parser(tokenize(text)).parse();
}

/** Type checks a parsed filter against the index and turns it into a condition on search_documents (alias d). */
export function filterCondition(node: FilterNode, schema: IndexSchema): SQL {
  return compile(node, schema);
}

function scalarField(schema: IndexSchema, name: string): ScalarField {
  const field = schema.field(name);
  if (!field) fail(`Could not find a property named '${name}' on type 'search.document'.`);
  if (field.kind === 'collection')
    fail(`'${name}' is a collection: filter it with any(), e.g. ${name}/any(t: t eq 'value').`);
  if (!field.filterable) fail(`the field '${name}' is not filterable.`);
  return field;
}

function compile(node: FilterNode, schema: IndexSchema): SQL {
  switch (node.kind) {
    case 'and':
      return sql`(${compile(node.left, schema)} and ${compile(node.right, schema)})`;
    case 'or':
      return sql`(${compile(node.left, schema)} or ${compile(node.right, schema)})`;
    case 'not':
      return sql`(not coalesce(${compile(node.operand, schema)}, false))`;
    case 'constant':
      return node.value ? sql`true` : sql`false`;
    case 'field': {
      const field = scalarField(schema, node.name);
      if (field.type !== 'Edm.Boolean')
        fail(`the field '${node.name}' is not a boolean: compare it with a value, e.g. ${node.name} eq '…'.`);
      return sql`coalesce(${field.column}, false)`;
    }
    case 'compare': {
      const field = scalarField(schema, node.name);
      return comparison(field.column, field.type, node.name, node.op, node.value);
    }
    case 'in': {
      const field = scalarField(schema, node.name);
      if (field.type !== 'Edm.String') fail(`search.in works on text fields; '${node.name}' is ${field.type}.`);
      return node.values.length === 0 ? sql`false` : sql`${field.column} = any(${sql.param(node.values)}::text[])`;
    }
    case 'any':
      return anyCondition(node, schema);
  }
}

function comparison(column: SQL, type: string, name: string, op: CompareOp, value: Literal): SQL {
  if (value.type === 'null') {
    if (op === 'eq') return sql`(${column} is null)`;
    if (op === 'ne') return sql`(${column} is not null)`;
    fail(`'${name} ${op} null' is not a valid comparison: null can only be compared with eq or ne.`);
  }
  const expected = type === 'Edm.DateTimeOffset' ? 'datetime' : type === 'Edm.Boolean' ? 'boolean' : 'string';
  if (value.type !== expected) {
    const hint =
      expected === 'datetime'
        ? ' Write dates without quotes, e.g. 2024-01-01T00:00:00Z.'
        : expected === 'string'
          ? " Quote text values, e.g. 'value'."
          : ' Use true or false.';
    fail(
      `the field '${name}' is ${type} and cannot be compared with ${value.type === 'datetime' ? 'a date' : `a ${value.type}`}.${hint}`,
    );
  }
  if (expected === 'boolean' && op !== 'eq' && op !== 'ne')
    fail(`the boolean field '${name}' can only be compared with eq or ne, not ${op}.`);
  const literal =
    value.type === 'datetime'
      ? sql`${value.value}::timestamptz`
      : value.type === 'boolean'
        ? value.value
          ? sql`true`
          : sql`false`
        : sql`${value.value}::text`;
  switch (op) {
    case 'eq':
      return sql`(${column} = ${literal})`;
    case 'ne':
      return sql`(${column} is distinct from ${literal})`;
    case 'gt':
      return sql`(${column} > ${literal})`;
    case 'ge':
      return sql`(${column} >= ${literal})`;
    case 'lt':
      return sql`(${column} < ${literal})`;
    case 'le':
      return sql`(${column} <= ${literal})`;
  }
}

function anyCondition(node: Extract<FilterNode, { kind: 'any' }>, schema: IndexSchema): SQL {
  const field = schema.field(node.name);
  if (!field) fail(`Could not find a property named '${node.name}' on type 'search.document'.`);
  if (field.kind !== 'collection')
    fail(`'${node.name}' is not a collection: any() works on collection fields (${collectionNames(schema)}).`);
  if (!node.body)
    return sql`exists (select 1 from unnest(d.facets) as f(k) where ${facetKeyCondition(field, sql`f.k`)})`;
  // x eq 'a' or search.in(x, 'b,c'): any of these keys, which the facets index answers.
  const keys = equalityValues(node.body, node.variable as string);
  if (keys) return keys.length === 0 ? sql`false` : anyFacetValueCondition(field.name, keys);
  const value = sql`substr(f.k, ${field.name.length + 2})`;
  return sql`exists (select 1 from unnest(d.facets) as f(k) where ${facetKeyCondition(field, sql`f.k`)} and ${element(node.body, node.variable as string, value, field)})`;
}

function collectionNames(schema: IndexSchema): string {
  return schema.fields
    .filter((field) => field.kind === 'collection')
    .map((field) => field.name)
    .join(', ');
}

/** The values of a lambda made only of `x eq 'v'` and search.in(x, …) joined by or; undefined otherwise. */
function equalityValues(node: FilterNode, variable: string): string[] | undefined {
  if (node.kind === 'compare' && node.op === 'eq' && node.value.type === 'string' && node.name === variable)
    return [node.value.value];
  if (node.kind === 'in' && node.name === variable) return node.values;
  if (node.kind === 'or') {
    const left = equalityValues(node.left, variable);
    const right = left && equalityValues(node.right, variable);
    return left && right ? [...left, ...right] : undefined;
  }
  return undefined;
}

function element(node: FilterNode, variable: string, value: SQL, field: CollectionField): SQL {
  switch (node.kind) {
    case 'and':
      return sql`(${element(node.left, variable, value, field)} and ${element(node.right, variable, value, field)})`;
    case 'or':
      return sql`(${element(node.left, variable, value, field)} or ${element(node.right, variable, value, field)})`;
    case 'not':
      return sql`(not ${element(node.operand, variable, value, field)})`;
    case 'constant':
      return node.value ? sql`true` : sql`false`;
    case 'compare':
      if (node.value.type === 'null')
        fail(`the values of '${field.name}' are never null: compare ${variable} with a quoted value.`);
      return comparison(value, 'Edm.String', variable, node.op, node.value);
    case 'in':
      return node.values.length === 0 ? sql`false` : sql`${value} = any(${sql.param(node.values)}::text[])`;
    case 'field':
      return fail(`'${variable}' is text: compare it with a value, e.g. ${variable} eq '…'.`);
    case 'any':
      fail(`any() cannot be nested inside any(${variable}: …).`);
  }
}

/** Parses and compiles a $filter, answering 400 InvalidRequestParameter (naming what is wrong) when it cannot. */
export function compileFilter(text: string, schema: IndexSchema): SQL {
  try {
    return filterCondition(parseFilter(text), schema);
  } catch (error) {
    if (error instanceof FilterError) throw invalidParameter(`Invalid expression: ${error.message}`, '$filter');
    throw error;
  }
}
