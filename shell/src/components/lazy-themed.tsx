import { lazy, type ComponentType } from 'react';

/**
 * Loads a component together with the site-themed antd provider and wraps it in it: antd stays out
 * of the shell's first load and arrives with the first screen that needs it.
 */
export async function loadThemed<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Promise<ComponentType<Props>> {
  const [{ PortalThemeProvider }, Component] = await Promise.all([import('@portal/ui'), load()]);
  return function Themed(props: Props) {
    return (
      <PortalThemeProvider>
        <Component {...props} />
      </PortalThemeProvider>
    );
  };
}

/** A themed component for React's Suspense (menus, fallbacks, problem screens). */
export function lazyThemed<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await loadThemed(load) }));
}
