import type { ReactNode } from 'react';
import { Col, Empty, Row, Statistic, theme, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { TitledPage } from '@portal/ui';
import { useAdminContext } from '../../../hooks/use-admin-scope';
import { ADMIN_SECTIONS, startingSiteOf, type AdminSection } from '../../../lib/admin-scope';
import { useGetUsersCountQuery } from '../api/users-graph-api';

function ActionCard({
  section,
  to,
  action,
  figure,
  children,
}: {
  section: AdminSection;
  /** Where its action leads, when not the section's home. */
  to?: string;
  action: string;
  figure?: ReactNode;
  children: ReactNode;
}) {
  const { label, path } = ADMIN_SECTIONS[section];
  const { token } = theme.useToken();
  // A plain card (antd's Card brings its Tabs and more into the first mount, which has a budget of its own).
  return (
    <section
      aria-labelledby={`admin-card-${section}`}
      style={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
      }}
    >
      <h3
        id={`admin-card-${section}`}
        style={{
          margin: 0,
          padding: '16px 24px',
          fontSize: token.fontSizeLG,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {label}
      </h3>
      <div style={{ padding: 24, flex: 1 }}>
        {figure}
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {children}
        </Typography.Paragraph>
      </div>
      <div style={{ padding: '12px 24px', borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        <Link to={to ?? path} style={{ fontWeight: 600 }}>
          {action} →
        </Link>
      </div>
    </section>
  );
}

function UsersCount({ siteId, siteName }: { siteId: number | null; siteName: string | null }) {
  const { data, isLoading, error } = useGetUsersCountQuery({ deploymentIndexId: siteId });
  const title = siteName ? `Users of ${siteName}` : 'Users in the portal';
  if (error)
    return <Typography.Paragraph type="secondary">The number of users could not be read.</Typography.Paragraph>;
  return <Statistic title={title} value={data ?? 0} loading={isLoading} style={{ marginBottom: 8 }} />;
}

/**
 * Manage Users (/admin/users, spec's users-home): the administration area's few primary actions as cards, those the
 * signed-in user is offered: Users (with how many), User groups, and for portal administrators Deployments and
 * sites, and the Audit log.
 */
export function UsersHomePage() {
  const { scope, sites, currentSiteId, sitesLoading } = useAdminContext();
  if (scope.kind === 'none')
    return (
      <TitledPage title="Manage Users">
        <Empty description="You manage no site yet. Ask a portal administrator to add you to a site's administrators user group." />
      </TitledPage>
    );
  const countSite = startingSiteOf(scope, sites, currentSiteId, { allowAll: true });
  const siteCount = scope.managedSiteIds.length;
  const siteWords = scope.mayListAllSites ? 'every site' : siteCount === 1 ? 'your site' : `your ${siteCount} sites`;
  return (
    <TitledPage title="Manage Users">
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        {scope.kind === 'portalAdministrator'
          ? 'You administer the portal: every site, its users and user groups, deployments and the audit log.'
          : `You administer ${siteWords}: the people who use ${siteCount === 1 ? 'it' : 'them'} and the roles they have there.`}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <ActionCard
            section="users"
            to="/admin/users/list"
            action="Manage users"
            figure={
              !sitesLoading && (
                <UsersCount
                  siteId={countSite}
                  siteName={sites.find((site) => site.siteId === countSite)?.name ?? null}
                />
              )
            }
          >
            Find someone by name or email, see their roles on {siteWords}, grant or remove one
            {scope.mayChangeStatus ? ', and disable or enable them' : ''}.
          </ActionCard>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <ActionCard
            section="userGroups"
            action="Manage user groups"
            figure={<Statistic title="Sites you manage" value={siteCount} style={{ marginBottom: 8 }} />}
          >
            A user group gives its members one role on its site. Create groups, choose their role, and add people by
            email, even before their first sign-in.
          </ActionCard>
        </Col>
        {scope.sections.includes('deployments') && (
          <Col xs={24} sm={12} xl={6}>
            <ActionCard section="deployments" action="Manage deployments">
              Choose the default site, duplicate a site, and generate its metadata sets.
            </ActionCard>
          </Col>
        )}
        {scope.sections.includes('audit') && (
          <Col xs={24} sm={12} xl={6}>
            <ActionCard section="audit" action="Open the audit log">
              Every change, sign-in and refused call: who, when, and what changed.
            </ActionCard>
          </Col>
        )}
      </Row>
    </TitledPage>
  );
}
