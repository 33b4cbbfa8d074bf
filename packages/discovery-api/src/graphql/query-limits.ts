import {
  getArgumentValues,
  getNamedType,
  getVariableValues,
  isInterfaceType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { graphqlError } from './graphql-errors.js';
import { DEFAULT_PAGE_SIZE, pageSizeProblem } from './page-arguments.js';

/**
 * The limits a query must keep before anything of it runs (a refusal is 400 naming the limit, and no resolver,
 * hence no query of the database, runs):
 * - page sizes: first/last of every list at most MAX_PAGE_SIZE (page-arguments.ts);
 * - depth: at most MAX_QUERY_DEPTH levels of fields. Every field is a level, so a hop through a connection
 *   (`assets { edges { node { … } } }`) costs three; `assets(first: 50) { edges { node { createdByUser { email } } } }`
 *   is 5 levels deep;
 * - cost: at most MAX_QUERY_COST, an estimate of the work that really runs: every field counts 1; the items of a
 *   paged list (its `nodes` and `edges`) count once per row it may answer (first or last, or the list's default page
 *   size); what a list says of itself counts once, and a count over the whole list (`totalCount`, and pageInfo's
 *   `hasNextPage` and `hasPreviousPage`) counts LIST_COUNT_COST, whatever the page size: `users(first: 0)
 *   { totalCount }` still counts its users. `assets(first: 50)` with six plain fields of its nodes costs
 *   1 + 1 + 50 × (1 + 6) = 352; fifteen such lists of 100 in one query do not run, nor do 200 counts.
 * The measure is linear in the document: a named fragment is measured once for each type and page size it is
 * spread on, and reused at every other spread (a chain of fragments that each spread the next twice costs 2^n if
 * measured at every spread; here it costs n). Introspection (`__schema`, `__type`) is left out of both counts
 * (GraphiQL's own query is deeper than any of ours); it is only open where GraphiQL is (graphiql.ts).
 * Every operation of the document is checked, whichever of them the request names to run.
 */
export const MAX_QUERY_DEPTH = 8;
export const MAX_QUERY_COST = 10_000;
/** What a count over a whole list costs (a query of its own, whatever the page size). */
export const LIST_COUNT_COST = 50;

/** The fields of a connection that hold its rows: what they cost is paid once per row. */
const ROW_FIELDS = new Set(['nodes', 'edges']);
/** Fields that count over a whole list (keyset-page.ts: `totalCount`, `hasNextPage`, `hasPreviousPage`). */
const COUNTING_FIELDS = new Set(['totalCount', 'hasNextPage', 'hasPreviousPage']);

/** How deep an operation (or a part of it) goes, and what it would cost. */
interface Measure {
  depth: number;
  cost: number;
}

type Composite = GraphQLObjectType | GraphQLInterfaceType;

class QueryMeasure {
  /** Each named fragment's measure, by fragment, the type it is spread on and the rows of the list it is on. */
  private readonly measured = new Map<string, Measure>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly variables: Record<string, unknown>,
  ) {}

  /**
   * Depth (levels of fields below this selection) and cost of a selection on `parent`; `rows` when the selection is
   * a paged list's (a connection's): its row fields cost that many times.
   */
  selection(selectionSet: SelectionSetNode, parent: Composite, rows?: number): Measure {
    let depth = 0;
    let cost = 0;
    for (const selection of selectionSet.selections) {
      let measured: Measure;
      if (selection.kind === Kind.FIELD) {
        measured = this.field(selection, parent, rows);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        // Fragments stand for their fields: no level of their own.
        measured = this.selection(selection.selectionSet, this.on(selection.typeCondition?.name.value, parent), rows);
      } else {
        const fragment = this.fragments.get(selection.name.value);
        if (!fragment) continue;
        const on = this.on(fragment.typeCondition.name.value, parent);
        const key = `${fragment.name.value}\u0000${on.name}\u0000${rows ?? ''}`;
        let known = this.measured.get(key);
        if (!known) {
          known = this.selection(fragment.selectionSet, on, rows);
          this.measured.set(key, known);
        }
        measured = known;
      }
      depth = Math.max(depth, measured.depth);
      cost += measured.cost;
    }
    return { depth, cost };
  }

  /** The type a fragment's fields are read on: its type condition, or the parent's. */
  private on(typeName: string | undefined, parent: Composite): Composite {
    const condition = typeName === undefined ? undefined : this.schema.getType(typeName);
    return condition && (isObjectType(condition) || isInterfaceType(condition)) ? condition : parent;
  }

  private field(node: FieldNode, parent: Composite, rowsOfList?: number): Measure {
    const name = node.name.value;
    if (name.startsWith('__')) return { depth: 0, cost: 0 };
    const definition = parent.getFields()[name];
    if (!definition) return { depth: 1, cost: 1 };
    const times = rowsOfList !== undefined && ROW_FIELDS.has(name) ? rowsOfList : 1;
    const own = COUNTING_FIELDS.has(name) ? LIST_COUNT_COST : 1;
    const args = getArgumentValues(definition, node, this.variables) as Record<string, unknown>;
    const label = node.alias ? `${name} (${node.alias.value})` : name;
    for (const argument of ['first', 'last'] as const) {
      const problem = pageSizeProblem(argument, args[argument], label);
      if (problem) throw graphqlError(problem, 'BAD_USER_INPUT', { argument });
    }
    const type = getNamedType(definition.type);
    if (!node.selectionSet || !(isObjectType(type) || isInterfaceType(type))) return { depth: 1, cost: times * own };
    const paged = definition.args.some((arg) => arg.name === 'first' || arg.name === 'last');
    const below = this.selection(
      node.selectionSet,
      type,
      paged ? Number(args.first ?? args.last ?? DEFAULT_PAGE_SIZE) : undefined,
    );
    return { depth: 1 + below.depth, cost: times * (own + below.cost) };
  }
}

/** The depth and cost of each operation of the document (an operation whose variables do not fit is left out: it cannot run). */
export function measureQuery(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): Measure[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const measures: Measure[] = [];
  for (const operation of operations) {
    const root = schema.getRootType(operation.operation);
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
    if (!root || coerced.errors) continue;
    measures.push(new QueryMeasure(schema, fragments, coerced.coerced).selection(operation.selectionSet, root));
  }
  return measures;
}

/** Refuses (400, naming the limit) a document one of whose operations is too deep or too costly. */
export function checkQueryLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): void {
  for (const { depth, cost } of measureQuery(schema, document, variables)) {
    if (depth > MAX_QUERY_DEPTH) {
      throw graphqlError(
        `The query is ${depth} levels deep, more than the query depth limit of ${MAX_QUERY_DEPTH} (every field is a level: a connection's edges and node count too).`,
        'QUERY_TOO_DEEP',
        { depth, limit: MAX_QUERY_DEPTH },
      );
    }
    if (cost > MAX_QUERY_COST) {
      throw graphqlError(
        `The query would cost ${cost}, more than the query cost limit of ${MAX_QUERY_COST} (every field counts 1, the fields of a list's items once per row its first or last asks for, and a count over a whole list ${LIST_COUNT_COST}): ask for smaller pages or fewer fields.`,
        'QUERY_TOO_COSTLY',
        { cost, limit: MAX_QUERY_COST },
      );
    }
  }
}
