/*
 * Just enough of CSS colours to check chart text against its background (WCAG 1.4.3: 4.5:1): hex (#rgb, #rgba,
 * #rrggbb, #rrggbbaa), rgb()/rgba() and hsl()/hsla() in the comma and space syntaxes. Other colours (named ones,
 * hwb(), lab(), …) are read by the browser (hooks/use-chart-theme.ts) and handed back here as rgb().
 */

/** A colour in sRGB: channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function fromHex(hex: string): Rgba | null {
  if (!/^[0-9a-f]+$/i.test(hex) || ![3, 4, 6, 8].includes(hex.length)) return null;
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
}

/** A number or percentage of a colour function; `scale` is what 100% means. */
function amount(token: string, scale: number): number | null {
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%?)$/i.exec(token);
  if (!match) return null;
  const value = Number(match[1]);
  return match[2] ? (value / 100) * scale : value;
}

/** An hsl() hue in degrees (deg, turn, rad, grad or a bare number). */
function hue(token: string): number | null {
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+))(deg|turn|rad|grad)?$/i.exec(token);
  if (!match) return null;
  const perUnit: Record<string, number> = { deg: 1, turn: 360, rad: 180 / Math.PI, grad: 0.9 };
  return Number(match[1]) * perUnit[(match[2] ?? 'deg').toLowerCase()]!;
}

/** The arguments of `name(...)`: three components and an optional alpha, commas or spaces with ` / alpha`. */
function functionArguments(value: string, names: string[]): string[] | null {
  const match = /^([a-z]+)\((.*)\)$/i.exec(value);
  if (!match || !names.includes(match[1]!.toLowerCase())) return null;
  const body = match[2]!.trim();
  const parts = body.includes(',')
    ? body.split(',').map((part) => part.trim())
    : body
        .replace('/', ' / ')
        .split(/\s+/)
        .filter((part) => part !== '/');
  return parts.length === 3 || parts.length === 4 ? parts : null;
}

function fromRgb(value: string): Rgba | null {
  const parts = functionArguments(value, ['rgb', 'rgba']);
  if (!parts) return null;
  const [r, g, b] = parts.slice(0, 3).map((part) => amount(part, 255));
  const a = parts[3] === undefined ? 1 : amount(parts[3], 1);
  if (r == null || g == null || b == null || a == null) return null;
  return { r: clamp(r, 0, 255), g: clamp(g, 0, 255), b: clamp(b, 0, 255), a: clamp(a, 0, 1) };
}

function fromHsl(value: string): Rgba | null {
  const parts = functionArguments(value, ['hsl', 'hsla']);
  if (!parts) return null;
  const h = hue(parts[0]!);
  const s = amount(parts[1]!, 1);
  const l = amount(parts[2]!, 1);
  const a = parts[3] === undefined ? 1 : amount(parts[3], 1);
  if (h === null || s === null || l === null || a === null || !parts[1]!.endsWith('%') || !parts[2]!.endsWith('%'))
    return null;
  const saturation = clamp(s, 0, 1);
  const lightness = clamp(l, 0, 1);
  const k = (n: number) => (n + ((h % 360) + 360) / 30) % 12;
  const chroma = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => Math.round(255 * (lightness - chroma * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return { r: channel(0), g: channel(8), b: channel(4), a: clamp(a, 0, 1) };
}

/** The colour a CSS value names, or null when it is not a hex, rgb() or hsl() colour. */
export function parseCssColour(value: string): Rgba | null {
  const text = value.trim();
  if (text.startsWith('#')) return fromHex(text.slice(1));
  return fromRgb(text) ?? fromHsl(text);
}

/** `top` painted over the opaque `bottom`: what the eye sees. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of a (possibly translucent) foreground on an opaque background, 1 to 21. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const [a, b] = [relativeLuminance(composite(foreground, background)), relativeLuminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
