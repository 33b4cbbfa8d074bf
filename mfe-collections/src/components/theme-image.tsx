import { theme as antdTheme } from 'antd';
import { useAuthorizedImage } from '@portal/api-client';

/**
 * A theme image (hero or thumbnail, spec §3 Theme) fetched with the bearer token; without one, or while it loads,
 * a block in the theme's colours so the layout does not jump. Decorative: the name beside it says what it is.
 */
export function ThemeImage({
  path,
  colors,
  height,
  radius,
}: {
  path: string | null | undefined;
  colors: { themeColor: string | null; secondaryThemeColor: string | null };
  height: number | string;
  radius?: number | string;
}) {
  const { token } = antdTheme.useToken();
  const image = useAuthorizedImage(path);
  const first = colors.themeColor ?? token.colorPrimaryBg;
  const second = colors.secondaryThemeColor ?? colors.themeColor ?? token.colorFillSecondary;
  return (
    <div
      style={{
        height,
        borderRadius: radius,
        overflow: 'hidden',
        background: `linear-gradient(135deg, ${first}, ${second})`,
      }}
    >
      {image.status === 'ready' && (
        <img src={image.url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      )}
    </div>
  );
}
