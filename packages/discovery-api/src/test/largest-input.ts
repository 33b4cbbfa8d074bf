/**
 * The largest input a JSON schema accepts, within a size budget: every text at its maximum length, every list at its
 * most items, every property given, numbers at their maximum (ids excepted: an id names something, and the largest id
 * names nothing). Text is made of one-letter words, the most words a text of that length can hold: what makes search,
 * ranking and text analysis work hardest. For the event-loop stall test (routes/api/event-loop-stall.test.ts), so
 * that a call added later is sent its own largest input without a line of test.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  minItems?: number;
  maximum?: number;
  minimum?: number;
  pattern?: string;
  format?: string;
};

/** One-letter words, none of them a stop word of the search engine. */
const WORDS = 'b c f g h j k l n p q r v w x z '.repeat(64);

/** Text of `length` characters in the shape a pattern or format asks for. */
function textOf(schema: JsonSchema, length: number): string {
  const fill = (unit: string) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  switch (schema.format) {
    case 'date':
      return '9999-12-31';
    case 'date-time':
      return '9999-12-31T23:59:59.999Z';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'email':
      return `${fill('a').slice(0, Math.max(1, Math.min(64, length - 12)))}@example.com`;
  }
  switch (schema.pattern) {
    case '^https?://':
      return `https://example.com/${fill('a').slice(20)}`;
    case '^[A-Za-z0-9._:-]+$':
    case '^[a-z_]{1,80}$':
      return fill('a');
    case '^[0-9,]{1,80}$':
      return fill('1,').replace(/,$/, '1');
    case '^[a-z]{2}(-[A-Z]{2})?$':
      return 'en-GB';
  }
  if (length <= 2) return fill('a');
  return WORDS.repeat(Math.ceil(length / WORDS.length))
    .slice(0, length)
    .trimEnd()
    .padEnd(length, 'b');
}

const isIdName = (name: string) => /(^|[a-z])(id|Id|ID|ids|Ids)$/.test(name) || /^(indexId|index)$/i.test(name);

/** The largest value of `schema`, using at most about `budget` characters of JSON. */
export function largestValue(schema: JsonSchema, name = '', budget = { left: 900_000 }): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) {
    return [...schema.enum].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0];
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    // The option that can be the largest: text or a list over a number, null or a flag.
    const weight = (option: JsonSchema) =>
      option.type === 'array' ? 3 : option.type === 'object' ? 2 : option.type === 'string' ? 1 : 0;
    return largestValue([...options].sort((a, b) => weight(b) - weight(a))[0]!, name, budget);
  }
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => largestValue(part, name, budget) as object));
  }
  const type = Array.isArray(schema.type) ? (schema.type.find((entry) => entry !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'string': {
      const length = Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 100, Math.max(1, budget.left)));
      const text = textOf(schema, length);
      budget.left -= text.length + 3;
      return text;
    }
    case 'integer':
    case 'number': {
      budget.left -= 10;
      if (isIdName(name)) return Math.max(schema.minimum ?? 1, 1);
      if (schema.maximum !== undefined && schema.maximum <= 100_000) return schema.maximum;
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1_000, 1_000));
    }
    case 'boolean':
      budget.left -= 5;
      return true;
    case 'null':
      return null;
    case 'array': {
      const items: unknown[] = [];
      const most = schema.maxItems ?? 100;
      while (items.length < most && (budget.left > 0 || items.length < (schema.minItems ?? 0))) {
        items.push(largestValue(schema.items ?? { type: 'string' }, name.replace(/s$/, ''), budget));
      }
      return items;
    }
    case 'object':
    default: {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (budget.left <= 0 && !schema.required?.includes(key)) continue;
        value[key] = largestValue(property, key, budget);
      }
      return value;
    }
  }
}
