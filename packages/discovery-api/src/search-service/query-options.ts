import type { FieldOrder } from '../search/database-matching.js';
import type { FacetSort, FieldFacetRequest } from '../search/field-facets.js';
import type { SearchEngine } from '../search/search-engine.js';
import type { SiteAccess } from '../sites/site-access.js';
import { indexSchemaOf, type IndexField, type IndexSchema } from './index-schema.js';
import { compileFilter } from './odata-filter.js';
import { invalidParameter } from './search-service-error.js';

/**
 * The site's index and what every read of it takes, checked in this order: $filter compiled to a condition on
 * search_documents, $select (`defaultSelect` when not given; every field without either) and $orderby.
 */
export async function indexQueryOf(
  engine: SearchEngine,
  access: SiteAccess,
  request: { filter?: string | null; select?: string | null; orderby?: string | null },
  defaultSelect?: string,
) {
  const schema = await indexSchemaOf(engine, access);
  return {
    schema,
    where: request.filter ? compileFilter(request.filter, schema) : undefined,
    fields: parseSelect(request.select ?? defaultSelect, schema),
    orderBy: parseOrderBy(request.orderby ?? undefined, schema),
  };
}

/** $select: the fields to return (always in the index's order); undefined or '*' means every field. */
export function parseSelect(select: string | undefined, schema: IndexSchema, parameter = '$select'): IndexField[] {
  const names = (select ?? '*')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0 || names.includes('*')) return schema.fields;
  for (const name of names) {
    if (!schema.field(name))
      throw invalidParameter(
        `Invalid expression: Could not find a property named '${name}' on type 'search.document'.`,
        parameter,
      );
  }
  const wanted = new Set(names);
  return schema.fields.filter((field) => wanted.has(field.name));
}

export interface OrderClause extends FieldOrder {
  field: string;
}

/** $orderby: field clauses, or null for relevance (none given, or `search.score() desc` alone). */
export function parseOrderBy(orderby: string | undefined, schema: IndexSchema): OrderClause[] | null {
  const parts = (orderby ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  if (parts.length > 32) throw invalidParameter('Invalid expression: $orderby takes at most 32 clauses.', '$orderby');
  const clauses: OrderClause[] = [];
  for (const part of parts) {
    const match = /^([A-Za-z_][\w.]*(?:\(\))?)(?:\s+(asc|desc))?$/i.exec(part);
    if (!match)
      throw invalidParameter(
        `Invalid expression: '${part}' is not an order clause; write a field name, optionally followed by asc or desc.`,
        '$orderby',
      );
    const name = match[1] as string;
    const descending = (match[2] ?? 'asc').toLowerCase() === 'desc';
    if (name.toLowerCase() === 'search.score()') {
      if (parts.length > 1 || !descending) {
        throw invalidParameter(
          "Invalid expression: this search service orders by search.score() only on its own and descending ('search.score() desc'); order by fields, or by relevance.",
          '$orderby',
        );
      }
      return null;
    }
    const field = schema.field(name);
    if (!field)
      throw invalidParameter(
        `Invalid expression: Could not find a property named '${name}' on type 'search.document'.`,
        '$orderby',
      );
    if (field.kind !== 'scalar' || !field.sortable)
      throw invalidParameter(`Invalid expression: the field '${name}' is not sortable.`, '$orderby');
    clauses.push({ field: name, column: field.column, descending });
  }
  return clauses;
}

export interface FacetRequest extends FieldFacetRequest {
  field: IndexField;
}

/** A facet expression: `field[,count:N][,sort:count|-count|value|-value]`. */
export function parseFacet(expression: string, schema: IndexSchema): FacetRequest {
  const [name = '', ...options] = expression.split(',').map((part) => part.trim());
  const field = schema.field(name);
  if (!field)
    throw invalidParameter(
      `Invalid expression: Could not find a property named '${name}' on type 'search.document'.`,
      'facet',
    );
  if (field.kind === 'scalar' && !field.facetable)
    throw invalidParameter(`The field '${name}' is not facetable.`, 'facet');
  const request: FacetRequest = { field, count: 10, sort: 'count' };
  for (const option of options) {
    const [key = '', value = ''] = option.split(':').map((part) => part.trim());
    if (key === 'count' && /^\d{1,5}$/.test(value)) request.count = Number(value);
    else if (key === 'sort' && ['count', '-count', 'value', '-value'].includes(value))
      request.sort = value as FacetSort;
    else if (key === 'count' || key === 'sort')
      throw invalidParameter(
        `Invalid facet option '${option}' for '${name}': count takes a number, sort one of count, -count, value, -value.`,
        'facet',
      );
    else
      throw invalidParameter(
        `The facet option '${key}' (in '${expression}') is not supported by this search service; supported: count, sort.`,
        'facet',
      );
  }
  return request;
}
