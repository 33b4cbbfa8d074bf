import { Location, type DocumentNode } from 'graphql';
import { graphqlError } from './graphql-errors.js';

/**
 * Checks of a GraphQL document's shape that must come before graphql-js reads it, since its parser and validation
 * recurse once per level of nesting and per node:
 * - nesting: a document's selections, lists and input objects nest at most MAX_TEXT_NESTING levels. Counted on the
 *   text itself in one pass (braces, brackets and parentheses outside strings and comments), so 2,000 nested
 *   selections are refused at once instead of overflowing the stack. No query the depth limit lets run comes close.
 * - origin: a document is only ever GraphQL text parsed here. Mercurius reads a body's query as a JSON syntax tree
 *   when it is not GraphQL, which would skip the parser's token cap: such a tree is refused.
 */
export const MAX_TEXT_NESTING = 32;

/** The deepest nesting of `{`, `[` and `(` in GraphQL text, outside strings and comments. */
export function textNesting(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '#') {
      const end = source.indexOf('\n', index);
      index = end < 0 ? source.length : end;
    } else if (char === '"') {
      if (source.startsWith('"""', index)) {
        // Block string: up to the next unescaped """.
        let end = index + 3;
        for (;;) {
          end = source.indexOf('"""', end);
          if (end < 0 || source[end - 1] !== '\\') break;
          end += 3;
        }
        index = end < 0 ? source.length : end + 2;
      } else {
        let end = index + 1;
        while (end < source.length && source[end] !== '"' && source[end] !== '\n') end += source[end] === '\\' ? 2 : 1;
        index = end;
      }
    } else if (char === '{' || char === '[' || char === '(') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === '}' || char === ']' || char === ')') {
      depth = Math.max(0, depth - 1);
    }
  }
  return deepest;
}

/** Refuses (400) GraphQL text nested deeper than MAX_TEXT_NESTING, before it is parsed. */
export function checkTextNesting(source: string): void {
  const nesting = textNesting(source);
  if (nesting > MAX_TEXT_NESTING) {
    throw graphqlError(
      `The query nests ${nesting} levels of braces, brackets or parentheses, more than the ${MAX_TEXT_NESTING} a query may hold.`,
      'QUERY_TOO_DEEP',
      { nesting, limit: MAX_TEXT_NESTING },
    );
  }
}

/** Refuses (400) a document that graphql-js did not parse from text (a syntax tree sent as JSON). */
export function requireParsedText(document: DocumentNode): void {
  if (!(document.loc instanceof Location)) {
    throw graphqlError(
      'The query must be GraphQL text: a syntax tree sent in its place is not read.',
      'BAD_USER_INPUT',
    );
  }
}
