import type { ReactNode } from 'react';
import { theme } from 'antd';
import type { AwardPointScheme } from '@portal/contracts';
import { cardStyle } from '../../../components/card-style';
import { stackStyle } from '../../../components/stack-style';
import { IMPORT_ANCHOR } from '../state/awards-pages';
import { AwardImport } from './award-import';
import { AwardImportHistory } from './award-import-history';
import { AwardPointsTable } from './award-points-table';
import { AwardsPanelSection } from './awards-panel-section';

/** One tool: a card with its title (an h4 under the tools' h3). */
function Tool({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section
      id={id}
      aria-labelledby={`${id ?? title}-title`}
      tabIndex={id ? -1 : undefined}
      style={{ ...stackStyle(12), alignContent: 'start', ...cardStyle(token) }}
    >
      <h4 id={`${id ?? title}-title`} style={{ margin: 0, fontSize: token.fontSizeLG, fontWeight: 600 }}>
        {title}
      </h4>
      {children}
    </section>
  );
}

/**
 * The site administrator's tools on the awards home (shown when the points scheme says canManage; the server
 * refuses them to everyone else): import a results file, the points per award level, and the imports so far.
 */
export function AwardsAdminTools({ siteId, scheme }: { siteId: number; scheme: AwardPointScheme }) {
  const { token } = theme.useToken();
  return (
    <AwardsPanelSection title="Site administration">
      <p style={{ margin: 0, color: token.colorTextSecondary }}>Only the site&apos;s administrators see these tools.</p>
      <Tool id={IMPORT_ANCHOR} title="Import results">
        <AwardImport siteId={siteId} />
      </Tool>
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
          alignItems: 'start',
        }}
      >
        <Tool title="Points per award level">
          <AwardPointsTable siteId={siteId} scheme={scheme} />
        </Tool>
        <Tool title="Import history">
          <AwardImportHistory siteId={siteId} />
        </Tool>
      </div>
    </AwardsPanelSection>
  );
}
