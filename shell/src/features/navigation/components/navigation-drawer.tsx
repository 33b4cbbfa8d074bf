import { SwapOutlined } from '@ant-design/icons';
import { Button, Drawer, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DRAWER_WIDTH } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { useShell } from '../../../hooks/use-shell';
import { useIsPhone } from '../../../hooks/use-media';
import { useSiteSession } from '../../../hooks/use-site-session';
import { toMenuLink, type MenuLink } from '../state/navigation-items';

/**
 * The left drawer (spec §2.5): Site Switch, the current site and deployment, the site's grouped
 * navigation ('New' chips, external links in a new tab, `{{name}}` placeholders filled from the site's
 * customization values, then the portal configuration), and 'Powered by' with the release id.
 */
export function NavigationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { config } = useShell();
  const platform = usePlatform();
  const session = useSiteSession();
  const phone = useIsPhone();

  const groups = useMemo(() => {
    const values: Record<string, string | null | undefined> = { ...config.links, ...session.settings };
    return [...session.navigation]
      .sort((a, b) => a.order - b.order)
      .map((group) => ({
        group,
        links: group.pages.map((page) => toMenuLink(page, values)).filter((link): link is MenuLink => link !== null),
      }))
      .filter((entry) => entry.links.length > 0);
  }, [config.links, session.settings, session.navigation]);

  const item = (link: MenuLink) => {
    const label = (
      <>
        <span>{link.page.name}</span>
        {link.isNew && (
          <Tag color="processing" className="nav-new-chip">
            {t('drawer.new')}
          </Tag>
        )}
      </>
    );
    if (link.formDialog) {
      return (
        <button
          type="button"
          className="nav-item"
          onClick={() => {
            onClose();
            platform.dialogs.open(link.formDialog!);
          }}
        >
          {label}
        </button>
      );
    }
    if (link.external) {
      return (
        <a className="nav-item" href={link.href} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          {label}
          <span className="visually-hidden"> {t('drawer.opensInNewTab')}</span>
        </a>
      );
    }
    return (
      <Link className="nav-item" to={link.href} onClick={onClose}>
        {label}
      </Link>
    );
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={phone ? DRAWER_WIDTH.phone : DRAWER_WIDTH.other}
      title={t('drawer.title')}
      rootClassName="navigation-drawer"
      footer={<span className="nav-powered-by">{t('drawer.poweredBy', { release: config.releaseId })}</span>}
    >
      <div className="nav-site">
        <Button
          icon={<SwapOutlined />}
          onClick={() => {
            onClose();
            platform.dialogs.open('mySites');
          }}
        >
          {t('drawer.siteSwitch')}
        </Button>
        {session.current ? (
          <dl className="nav-site-names">
            <dt>{t('drawer.site')}</dt>
            <dd>{session.current.site.name}</dd>
            <dt>{t('drawer.deployment')}</dt>
            <dd>{session.current.deployment.name}</dd>
          </dl>
        ) : (
          <p>{t('drawer.noSite')}</p>
        )}
      </div>
      <nav aria-label={t('drawer.navigation')}>
        {groups.map(({ group, links }) => (
          <section
            key={group.pageGroupingId}
            className="nav-group"
            aria-labelledby={`nav-group-${group.pageGroupingId}`}
          >
            <h3 id={`nav-group-${group.pageGroupingId}`}>{group.name}</h3>
            <ul>
              {links.map((link) => (
                <li key={link.page.pageId}>{item(link)}</li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </Drawer>
  );
}
