import { lazy, type ComponentType } from 'react';

/**
 * A component loaded on demand together with the site-themed antd provider: antd stays out of the
 * shell's first load and arrives with the first screen that needs it.
 */
export function lazyThemed<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [{ PortalThemeProvider }, Component] = await Promise.all([import('@portal/ui'), load()]);
    return {
      default: (props: Props) => (
        <PortalThemeProvider>
          <Component {...props} />
        </PortalThemeProvider>
      ),
    };
  });
}
