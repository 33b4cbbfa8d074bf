import { chartThemeOf, MIN_TEXT_CONTRAST, type ChartThemeFallback } from './chart-theme';
import { composite, contrastRatio, parseCssColour } from './css-colour';

const FALLBACK: ChartThemeFallback = {
  primary: '#1f3a93',
  palette: ['#1f3a93', '#2e7d32', '#b26a00'],
  background: '#ffffff',
  darkBackground: '#141414',
  guide: '#f0f0f0',
  darkGuide: 'rgba(255, 255, 255, 0.2)',
  text: 'rgba(0, 0, 0, 0.88)',
  font: "'Segoe UI', Arial, sans-serif",
};

const SITE = {
  chartColors: '["#1f4e79", "#f2a900", "#4fc3f7"]',
  '--chartPrimaryColor': '#0b6e4f',
  '--chart-background': '#fafafa',
  '--chart-guide-color': '#e0e0e0',
  '--chart-text-font': 'Inter, Arial, sans-serif',
};

/** The contrast of the theme's text on its background as the eye sees it (painted over the white page). */
function textContrast(theme: { text: string; background: string }) {
  const white = { r: 255, g: 255, b: 255, a: 1 };
  const seen = composite(parseCssColour(theme.background)!, white);
  return contrastRatio(parseCssColour(theme.text)!, seen);
}

describe('the chart theme from the site settings', () => {
  it("uses every chart setting of the site's customization", () => {
    expect(chartThemeOf(SITE, FALLBACK)).toEqual({
      primary: '#0b6e4f',
      colours: ['#1f4e79', '#f2a900', '#4fc3f7'],
      background: '#fafafa',
      guide: '#e0e0e0',
      text: 'rgba(0, 0, 0, 0.88)',
      font: 'Inter, Arial, sans-serif',
    });
  });

  it("falls back to the antd theme's tokens when the site sets nothing", () => {
    expect(chartThemeOf({}, FALLBACK)).toEqual({
      primary: '#1f3a93',
      colours: ['#1f3a93', '#2e7d32', '#b26a00'],
      background: '#ffffff',
      guide: '#f0f0f0',
      text: 'rgba(0, 0, 0, 0.88)',
      font: "'Segoe UI', Arial, sans-serif",
    });
  });

  it('falls back setting by setting when a value is blank or not a colour or font', () => {
    const theme = chartThemeOf(
      {
        chartColors: 'not json',
        '--chartPrimaryColor': 'red; background: url(https://evil.example/x)',
        '--chart-background': '   ',
        '--chart-guide-color': 'expression(alert(1))',
        '--chart-text-font': 'Inter; color: red',
      },
      FALLBACK,
    );
    expect(theme).toEqual(chartThemeOf({}, FALLBACK));
  });

  it('keeps the readable colours of the list, in order, and takes its first as the main colour when none is set', () => {
    const theme = chartThemeOf(
      { chartColors: '["#123456", "url(javascript:alert(1))", 7, "hsl(45 100% 47%)"]' },
      FALLBACK,
    );
    expect(theme.colours).toEqual(['#123456', 'hsl(45 100% 47%)']);
    expect(theme.primary).toBe('#123456');
  });

  it('puts the main colour first in the fallback list when the site sets only the main colour', () => {
    expect(chartThemeOf({ '--chartPrimaryColor': '#2e7d32' }, FALLBACK).colours).toEqual([
      '#2e7d32',
      '#1f3a93',
      '#b26a00',
    ]);
  });

  it('reads colours the browser knows (named colours) through the reader it is given', () => {
    const read = (value: string) => (value === 'teal' ? { r: 0, g: 128, b: 128, a: 1 } : parseCssColour(value));
    expect(chartThemeOf({ '--chartPrimaryColor': 'teal' }, FALLBACK, { read }).primary).toBe('teal');
    expect(chartThemeOf({ '--chartPrimaryColor': 'teal' }, FALLBACK).primary).toBe('#1f3a93');
  });

  it.each([
    ['white', '#ffffff', 'rgba(0, 0, 0, 0.88)'],
    ['a dark grey', '#1e1e1e', '#ffffff'],
    ['a mid grey', '#777777', '#000000'],
    ['a translucent dark grey over the page', 'rgb(30 30 30 / 80%)', '#ffffff'],
    ['a deep blue', '#1f3a93', '#ffffff'],
  ])('writes readable text (4.5:1) on %s', (_name, background, text) => {
    const theme = chartThemeOf({ '--chart-background': background }, FALLBACK);
    expect(theme.text).toBe(text);
    expect(textContrast(theme)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('darkens the fallback background and grid for a dark chart theme, with light text', () => {
    const theme = chartThemeOf({}, FALLBACK, { dark: true });
    expect(theme).toMatchObject({ background: '#141414', guide: 'rgba(255, 255, 255, 0.2)', text: '#ffffff' });
    expect(chartThemeOf({ '--chart-background': '#ffffff' }, FALLBACK, { dark: true }).guide).toBe('#f0f0f0');
  });
});
