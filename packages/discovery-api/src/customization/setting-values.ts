import { isSafeLink } from '@portal/contracts';
import colorString from 'color-string';

/**
 * What a customization setting may hold, by its property's type (app_properties.type): the values reach pages as
 * links, CSS colours and fonts, so they are checked before they are stored, not only neutralised where they are
 * shown. A link is an http(s) or mailto: address; a colour one CSS colour (hex, rgb(), hsl(), hwb() or a named
 * colour; color-string reads it); a JSON value parses, and the chart colours (chartColors) are a JSON list of such
 * colours; a font a list of font family names. Text and file values are kept as given.
 */

const FONT_FAMILIES = /^[\p{L}\p{N} ,'"_-]+$/u;
const FONT_CODES = new Set(['--chart-text-font']);
const COLOUR_LIST_CODES = new Set(['chartColors']);

const isColour = (value: unknown) => typeof value === 'string' && colorString.get(value.trim()) !== null;

function jsonProblem(code: string, value: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return 'must be JSON';
  }
  if (COLOUR_LIST_CODES.has(code) && !(Array.isArray(parsed) && parsed.every(isColour)))
    return 'must be a JSON list of CSS colours';
  return undefined;
}

/** Why the value may not be stored for the property, completing "… must …", or undefined when it may. */
export function settingValueProblem(type: string, code: string, value: string): string | undefined {
  if (type === 'url') return isSafeLink(value) ? undefined : 'must be an http(s) or mailto: address';
  if (type === 'color') return isColour(value) ? undefined : 'must be a CSS colour';
  if (type === 'json') return jsonProblem(code, value);
  if (FONT_CODES.has(code)) return FONT_FAMILIES.test(value) ? undefined : 'must be a list of font family names';
  return undefined;
}
