import { theme } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import { useGetPinboardQuickLinksQuery } from '../../../api/collections-api';
import type { EntityKind } from '../../../lib/routes';
import { Notice } from '../../../components/notice';

const external = (value: string) => /^https?:\/\//i.test(value);

/**
 * The quick links of a collection's or group's pinboard (spec §3 "Quick link": titled lists of links). A link
 * starting with http or https opens in a new tab (as navigation items do, spec §2.5); a path stays in the portal.
 * Nothing is shown when there are none: editors add them in the page customizations panel.
 */
export function QuickLinks({ kind, id }: { kind: EntityKind; id: number }) {
  const { token } = theme.useToken();
  const links = useGetPinboardQuickLinksQuery({ kind, id });
  if (links.error)
    return (
      <Notice kind="error" title="The quick links could not be loaded.">
        {errorMessage(links.error)}
      </Notice>
    );
  const lists = (links.data ?? []).filter((list) => list.quickLinkValues.length > 0);
  if (lists.length === 0) return null;
  return (
    <section aria-labelledby="quick-links" style={{ display: 'grid', gap: 8 }}>
      <h3 id="quick-links" style={{ margin: 0, fontSize: 16 }}>
        Quick links
      </h3>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {lists.map((list) => (
          <nav key={list.quickLinkId} aria-label={list.name}>
            <h4 style={{ margin: '0 0 4px', color: token.colorTextSecondary, fontSize: 14 }}>{list.name}</h4>
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {list.quickLinkValues.map((link) => (
                <li key={link.quickLinkValueId}>
                  {external(link.value) ? (
                    <a href={link.value} target="_blank" rel="noopener noreferrer">
                      {link.name}
                    </a>
                  ) : (
                    <Link to={link.value}>{link.name}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </section>
  );
}
