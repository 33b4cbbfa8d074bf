import { useMemo } from 'react';
import { theme } from 'antd';
import { usePlatform, useStream } from '@portal/platform';
import { chartThemeOf, type ChartTheme } from '../lib/charts/chart-theme';
import { parseCssColour, type Rgba } from '../lib/charts/css-colour';

let canvas: CanvasRenderingContext2D | null | undefined;

/**
 * Any colour the browser knows (named colours, hwb(), …) as sRGB: the browser says whether it is a colour and a
 * canvas writes it back as #rrggbb or rgba(). Without CSS.supports or a canvas (tests) only hex, rgb() and hsl() read.
 */
function readColour(value: string): Rgba | null {
  const parsed = parseCssColour(value);
  if (parsed || typeof CSS === 'undefined' || !CSS.supports?.('color', value)) return parsed;
  canvas ??= document.createElement('canvas').getContext('2d');
  if (!canvas) return null;
  canvas.fillStyle = '#000000';
  canvas.fillStyle = value;
  return parseCssColour(String(canvas.fillStyle));
}

/**
 * The charts' theme of the current site: its chart settings (platform.site$ settings, spec §3) over the antd theme's
 * tokens, with the site's dark chart theme (chartTheme) taken into account.
 */
export function useChartTheme(): ChartTheme {
  const site = useStream(usePlatform().site$);
  const { token } = theme.useToken();
  const settings = site?.settings;
  const dark = site?.site.chartTheme === 'dark';
  return useMemo(
    () =>
      chartThemeOf(
        settings ?? {},
        {
          primary: token.colorPrimary,
          palette: [
            token.colorPrimary,
            token.colorSuccess,
            token.colorWarning,
            token.colorInfo,
            token.colorError,
            token.colorTextSecondary,
          ],
          background: token.colorBgContainer,
          darkBackground: '#141414',
          guide: token.colorBorderSecondary,
          darkGuide: 'rgba(255, 255, 255, 0.2)',
          text: token.colorText,
          font: token.fontFamily,
        },
        { read: readColour, dark },
      ),
    [settings, dark, token],
  );
}
