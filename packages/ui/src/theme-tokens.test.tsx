import { render, screen } from '@testing-library/react';
import { Button, theme } from 'antd';
import { DEFAULT_THEME_COLORS, resolveThemeColors, themeConfig } from './theme-tokens';
import { PortalThemeProvider } from './portal-theme-provider';

describe('site theme', () => {
  it('takes the colours a site sets and keeps the defaults for blank or missing ones', () => {
    const colors = resolveThemeColors({ primary: '#004b87', accent: '  ', error: undefined });
    expect(colors.primary).toBe('#004b87');
    expect(colors.accent).toBe(DEFAULT_THEME_COLORS.accent);
    expect(colors.error).toBe(DEFAULT_THEME_COLORS.error);
    expect(themeConfig(colors).token).toMatchObject({
      colorPrimary: '#004b87',
      colorError: DEFAULT_THEME_COLORS.error,
    });
  });

  it('exposes secondary, accent and confidential as CSS variables to everything inside', () => {
    render(
      <PortalThemeProvider colors={{ confidential: '#aa0000' }}>
        <Button>Save</Button>
      </PortalThemeProvider>,
    );
    const wrapper = screen.getByRole('button', { name: 'Save' }).closest('div[style]') as HTMLElement;
    expect(wrapper.style.getPropertyValue('--portal-confidential')).toBe('#aa0000');
    expect(wrapper.style.getPropertyValue('--portal-secondary')).toBe(DEFAULT_THEME_COLORS.secondary);
  });

  it("gives each remote's antd its own CSS-variable key, so one remote's unmount cannot take another's variables", () => {
    const colors = resolveThemeColors(null);
    expect(themeConfig(colors).cssVar).toEqual({ key: 'portal' });
    expect(themeConfig(colors, 'mfe_content').cssVar).toEqual({ key: 'portal-mfe_content' });
    expect(themeConfig(colors, 'mfe_collections').cssVar).not.toEqual(themeConfig(colors, 'mfe_content').cssVar);
  });

  it("turns antd's motion off for a user whose system asks for reduced motion, and keeps it for everyone else", () => {
    function Motion() {
      return <span>motion {String(theme.useToken().token.motion)}</span>;
    }
    const matchMedia = window.matchMedia;
    try {
      for (const reduce of [true, false]) {
        window.matchMedia = ((query: string) =>
          ({
            matches: reduce && query === '(prefers-reduced-motion: reduce)',
            addEventListener: () => {},
            removeEventListener: () => {},
          }) as unknown as MediaQueryList) as typeof window.matchMedia;
        const { unmount } = render(
          <PortalThemeProvider>
            <Motion />
          </PortalThemeProvider>,
        );
        expect(screen.getByText(/^motion/).textContent).toBe(`motion ${!reduce}`);
        unmount();
      }
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
