import { sql, type SQL } from 'drizzle-orm';

/*
 * One query, however it was typed: "brand purpose", "Brand  Purpose", "brand+purpose", "brand%20purpose" and
 * '"Brand Purpose"' are the same search. Counted by the rule below, as SQL over a logged query (search_report_events
 * .query), so the database groups the rows and only the top list leaves it.
 *
 * Normalised at read time only, never at write time: the log keeps what people typed (the search report exports it
 * as typed, and the insights show the spelling typed most), and the rows logged before this rule need it anyway; one
 * expression read by every count treats old and new rows alike, with no migration, backfill or second column to keep
 * in step.
 *
 * The rule, in order: a URL's escapes of printable ASCII (%20, %2B, %22 …) are decoded (others stay as typed: a
 * broken UTF-8 sequence must not fail the count); a + between two words is a space, as in a URL's query (c++ keeps
 * its pluses); quotes, brackets and sentence punctuation around the query go; runs of spaces become one. The key then
 * ignores case.
 */

/** %XX of printable ASCII, decoded, the rest kept in order. */
const decoded = (query: SQL) =>
  sql`(case when ${query} ~ '%[2-7][0-9A-Fa-f]'
        then (select string_agg(coalesce(chr(('x' || part.m[1])::bit(8)::int), part.m[2]), '' order by part.n)
              from regexp_matches(${query}, '%([2-7][0-9A-Fa-f])|([^%]+|%)', 'g') with ordinality as part(m, n))
        else ${query} end)`;

const PLUS_BETWEEN_WORDS = '([^+[:space:]])\\+(?=[^+[:space:]])';
const AROUND = `[[:space:]"'\`“”‘’«»„.,;:!?()[\\]{}]`;
const SURROUNDING = `^${AROUND}+|${AROUND}+$`;

/** The query as its words, case kept: what the insights show (the form typed most wins). */
export function searchedQueryText(query: SQL): SQL {
  const spaced = sql`regexp_replace(${decoded(query)}, ${PLUS_BETWEEN_WORDS}, '\\1 ', 'g')`;
  return sql`regexp_replace(regexp_replace(${spaced}, ${SURROUNDING}, '', 'g'), '[[:space:]]+', ' ', 'g')`;
}

/** The queries that mean no search: nothing, or the match-everything star. */
export const EMPTY_SEARCHED_QUERIES = ['', '*'] as const;
