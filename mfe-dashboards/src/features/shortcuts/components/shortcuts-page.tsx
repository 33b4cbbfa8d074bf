import { useMemo } from 'react';
import { Alert } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { errorMessage, useGetNavigationItemsQuery } from '@portal/api-client';
import { usePlatform, useStream } from '@portal/platform';
import { TitledPage } from '@portal/ui';
import { shortcutsOf } from '../state/shortcut-entries';
import { ShortcutLauncher } from './shortcut-launcher';
import { useGetSiteQuickLinksQuery } from '../api/site-quick-links-api';

/** The spec's page title of the route (spec §2.1 extra screens); kurukkuvazhi is Tamil and Malayalam for shortcut. */
export const SHORTCUTS_TITLE = 'Kurukkuvazhi';

/**
 * /kurukkuvazhi, Shortcuts: a launcher for every screen the user may open on the current site — the site's
 * navigation as the server lists it for the user (GET v2/acl/portal/navigationItems/{indexId}) and the site's quick
 * links (GET v2/deploymentIndex/quicklinks/{id}) — narrowed by a filter box as one types. Navigation paths get their
 * `{{name}}` placeholders filled from the site's values; an item whose placeholder has no value is left out.
 */
export function ShortcutsPage() {
  const site = useStream(usePlatform().site$);
  const siteId = site?.site.deploymentIndexId;
  const navigation = useGetNavigationItemsQuery(siteId ?? skipToken);
  const quickLinks = useGetSiteQuickLinksQuery(siteId ?? skipToken);
  const settings = site?.settings;
  const shortcuts = useMemo(
    () => shortcutsOf(navigation.data ?? [], quickLinks.data ?? [], settings ?? {}),
    [navigation.data, quickLinks.data, settings],
  );

  if (!site) {
    return (
      <TitledPage title={SHORTCUTS_TITLE}>
        <Alert type="info" showIcon title="No site is selected: choose a site to see its shortcuts." />
      </TitledPage>
    );
  }

  const loading = navigation.isLoading || quickLinks.isLoading;
  return (
    <TitledPage title={SHORTCUTS_TITLE}>
      <div style={{ display: 'grid', gap: 16 }}>
        <p style={{ margin: 0 }}>Shortcuts to every page you can open on {site.site.name}</p>
        {navigation.isError && (
          <Alert
            type="error"
            showIcon
            title="The site's navigation could not be loaded."
            description={errorMessage(navigation.error)}
          />
        )}
        {quickLinks.isError && (
          <Alert
            type="warning"
            showIcon
            title="The site's quick links could not be loaded."
            description={errorMessage(quickLinks.error)}
          />
        )}
        {loading ? (
          <p aria-busy="true">Loading shortcuts…</p>
        ) : shortcuts.length > 0 ? (
          <ShortcutLauncher shortcuts={shortcuts} />
        ) : (
          !navigation.isError && <p>There are no pages to open on {site.site.name}.</p>
        )}
      </div>
    </TitledPage>
  );
}
