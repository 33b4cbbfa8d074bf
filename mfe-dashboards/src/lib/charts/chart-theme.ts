import { CHART_SETTING_CODES } from '@portal/contracts';
import { composite, contrastRatio, parseCssColour, type Rgba } from './css-colour';

/** How every chart of the insights and awards pages is painted. */
export interface ChartTheme {
  /** The main series (one-series charts). */
  primary: string;
  /** The series colours, in order (several-series charts); never empty. */
  colours: string[];
  background: string;
  /** Grid and axis lines. */
  guide: string;
  /** Axis and legend text: chosen for 4.5:1 or better on the background. */
  text: string;
  font: string;
}

/** What a missing or unreadable setting falls back to: the antd theme's tokens. */
export interface ChartThemeFallback {
  primary: string;
  palette: string[];
  background: string;
  /** The background of a site whose chart theme is dark (when it sets no background of its own). */
  darkBackground: string;
  guide: string;
  /** Grid lines on a dark background. */
  darkGuide: string;
  /** The theme's text colour, preferred whenever it is readable on the background. */
  text: string;
  font: string;
}

/** Reads a CSS colour to sRGB, or null when it is not one (the browser's reader in the app; parseCssColour here). */
export type ColourReader = (value: string) => Rgba | null;

/** WCAG 1.4.3 (AA) for chart labels, which are small text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** Font family lists as the server accepts them for --chart-text-font: names, quotes, commas, spaces, dashes. */
const FONT_FAMILIES = /^[\p{L}\p{N} ,'"_-]+$/u;

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

function colourSetting(value: string | null | undefined, read: ColourReader): string | undefined {
  const text = value?.trim();
  return text && read(text) ? text : undefined;
}

/** chartColors: a JSON list of CSS colours; the readable ones are kept, in order. */
function colourListSetting(value: string | null | undefined, read: ColourReader): string[] {
  if (!value?.trim()) return [];
  try {
    const list: unknown = JSON.parse(value);
    if (!Array.isArray(list)) return [];
    return list.flatMap((entry) => (typeof entry === 'string' && colourSetting(entry, read) ? [entry.trim()] : []));
  } catch {
    return [];
  }
}

/**
 * The text colour for a background: the theme's own text colour when it reaches 4.5:1, else white or black,
 * whichever contrasts more (one of them always reaches 4.5:1 on an opaque background).
 */
export function readableText(background: Rgba, preferred: string, read: ColourReader): string {
  const candidates = [preferred, '#ffffff', '#000000'];
  const ratio = (colour: string) => contrastRatio(read(colour) ?? WHITE, background);
  return (
    candidates.find((colour) => ratio(colour) >= MIN_TEXT_CONTRAST) ??
    candidates.reduce((best, colour) => (ratio(colour) > ratio(best) ? colour : best))
  );
}

/**
 * The charts' theme from the site's customization values (spec §3 chart setting codes): chartColors (a JSON list of
 * colours), --chartPrimaryColor, --chart-background, --chart-guide-color and --chart-text-font. A setting that is
 * missing, blank or not a colour (a font: not a font family list) falls back to the antd theme's token; a dark chart
 * theme (the site's chartTheme) darkens the fallback background. The main colour falls back to the first of the
 * colour list, then to the theme's primary; the list falls back to the main colour and the theme's palette. The
 * text colour is not a setting: it is chosen to be readable (4.5:1) on the background as the eye sees it (a
 * translucent background painted over the page's).
 */
export function chartThemeOf(
  settings: Readonly<Record<string, string | null | undefined>>,
  fallback: ChartThemeFallback,
  options: { read?: ColourReader; dark?: boolean } = {},
): ChartTheme {
  const read = options.read ?? parseCssColour;
  const listed = colourListSetting(settings[CHART_SETTING_CODES.colors], read);
  const primary = colourSetting(settings[CHART_SETTING_CODES.primaryColor], read) ?? listed[0] ?? fallback.primary;
  const background =
    colourSetting(settings[CHART_SETTING_CODES.background], read) ??
    (options.dark ? fallback.darkBackground : fallback.background);
  const page = read(fallback.background) ?? WHITE;
  const seen = composite(read(background) ?? page, composite(page, WHITE));
  const text = readableText(seen, fallback.text, read);
  const darkGround = contrastRatio(WHITE, seen) > contrastRatio(BLACK, seen);
  const font = settings[CHART_SETTING_CODES.textFont]?.trim();
  return {
    primary,
    colours: listed.length > 0 ? listed : [primary, ...fallback.palette.filter((colour) => colour !== primary)],
    background,
    guide:
      colourSetting(settings[CHART_SETTING_CODES.guideColor], read) ??
      (darkGround ? fallback.darkGuide : fallback.guide),
    text,
    font: font && FONT_FAMILIES.test(font) ? font : fallback.font,
  };
}
