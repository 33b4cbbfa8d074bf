import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/** ISO 8601: a date alone, or a date-time with seconds optional and a time zone (Z or ±hh:mm). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

/** The years a date may fall in (as the REST calls' dates: http/input-limits.ts): year 0 is no year PostgreSQL knows. */
const FIRST_YEAR = 1;
const LAST_YEAR = 9999;

function parseDateTime(value: unknown): Date {
  const date = typeof value === 'string' && ISO_DATE_TIME.test(value) ? new Date(value) : undefined;
  const year = date?.getUTCFullYear() ?? Number.NaN;
  if (!date || Number.isNaN(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw new GraphQLError(
      `DateTime must be an ISO 8601 date-time with a time zone, such as 2026-05-01T09:30:00Z, or a date such as 2026-05-01, from year ${FIRST_YEAR} to ${LAST_YEAR} (got ${String(JSON.stringify(value)).slice(0, 100)}).`,
    );
  }
  return date;
}

/** What the schema says of DateTime (the scalar's own description: mercurius puts this type in place of the SDL's). */
export const DATE_TIME_DESCRIPTION =
  'A point in time, as an ISO 8601 date-time in UTC (`2026-05-01T09:30:00.000Z`). As input, any ISO 8601 ' +
  'date-time with a time zone, or a date alone (midnight UTC).';

/** The DateTime scalar of schema-sdl.ts: ISO 8601 in UTC out; ISO 8601 with a time zone, or a date, in. */
export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: DATE_TIME_DESCRIPTION,
  serialize: (value) => {
    if (value instanceof Date) return value.toISOString();
    return parseDateTime(value).toISOString();
  },
  parseValue: parseDateTime,
  parseLiteral: (node) => {
    if (node.kind !== Kind.STRING) throw new GraphQLError('DateTime must be written as a string.');
    return parseDateTime(node.value);
  },
});
