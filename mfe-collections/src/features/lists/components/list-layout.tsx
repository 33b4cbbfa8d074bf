import type { ReactNode } from 'react';
import { Button, theme } from 'antd';
import { NavLink } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import { TitledPage } from '@portal/ui';
import { sectionPath, type EntityKind, type ListPage } from '../../../lib/routes';
import { Notice } from '../../../components/notice';
import { Pager } from '../../../components/pager';

/** The tabs of the list types with each list's size when the server gives it (spec §2.3). */
function ListTabs({
  kind,
  siteId,
  prefixed,
  pages,
  current,
  countOf,
  compact,
}: {
  kind: EntityKind;
  siteId: number;
  prefixed: boolean;
  pages: readonly ListPage[];
  current: ListPage;
  countOf: (page: ListPage) => number | undefined;
  compact: boolean;
}) {
  const { token } = theme.useToken();
  // Home shows the same list as "my": its tab is the one marked current there.
  const tabs = pages.filter((page) => page.page !== 'home');
  const currentType = current.type;
  return (
    <nav aria-label={kind === 'collection' ? 'Collection lists' : 'Group lists'} style={{ minWidth: 0 }}>
      <ul
        style={{
          display: 'flex',
          gap: 4,
          listStyle: 'none',
          margin: 0,
          padding: 0,
          overflowX: 'auto',
          flexWrap: compact ? 'nowrap' : 'wrap',
        }}
      >
        {tabs.map((page) => {
          const count = countOf(page);
          const active = page.type === currentType;
          return (
            <li key={page.page}>
              <NavLink
                to={sectionPath(kind, prefixed ? siteId : null, page.page)}
                aria-current={active ? 'page' : undefined}
                style={{
                  display: 'inline-block',
                  whiteSpace: 'nowrap',
                  padding: compact ? '4px 10px' : '6px 14px',
                  borderRadius: token.borderRadius,
                  textDecoration: 'none',
                  // The site's primary colour may be light: the active list keeps the text colour (contrast) and is marked
                  // by its border and weight.
                  color: token.colorText,
                  background: active ? token.colorPrimaryBg : 'transparent',
                  border: `1px solid ${active ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
                  fontWeight: active ? 600 : 400,
                }}
              >
                {page.label}
                {count !== undefined && <span aria-label={`, ${count}`}>{` (${count})`}</span>}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The frame of a list page (spec §2.3 lists): the title, the list-type tabs with their counts, the New button,
 * then the cards or what to do when there are none, and paging of 30 (spec §9). On a phone the header stacks and
 * the tabs scroll sideways.
 */
export function ListLayout({
  kind,
  siteId,
  prefixed,
  pages,
  current,
  countOf,
  phone,
  newLabel,
  onNew,
  state,
  empty,
  total,
  page,
  onPage,
  children,
}: {
  kind: EntityKind;
  siteId: number;
  prefixed: boolean;
  pages: readonly ListPage[];
  current: ListPage;
  countOf: (page: ListPage) => number | undefined;
  phone: boolean;
  newLabel: string;
  onNew: () => void;
  state: { loading: boolean; fetching: boolean; error: unknown; rows: number };
  empty: ReactNode;
  total: number;
  page: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <TitledPage title={current.title}>
      {/* minmax(0, 1fr): the tabs scroll sideways on a phone instead of widening the page. */}
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
        <div
          style={{
            display: 'flex',
            flexDirection: phone ? 'column' : 'row',
            alignItems: phone ? 'stretch' : 'center',
            justifyContent: 'space-between',
            gap: 12,
            minWidth: 0,
          }}
        >
          <ListTabs
            kind={kind}
            siteId={siteId}
            prefixed={prefixed}
            pages={pages}
            current={current}
            countOf={countOf}
            compact={phone}
          />
          <Button type="primary" onClick={onNew}>
            {newLabel}
          </Button>
        </div>
        <section
          aria-label={current.title}
          aria-busy={state.fetching}
          style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}
        >
          {state.error ? (
            <Notice kind="error" title="The list could not be loaded.">
              {errorMessage(state.error)}
            </Notice>
          ) : state.loading ? (
            <p aria-busy="true">Loading…</p>
          ) : state.rows === 0 ? (
            empty
          ) : (
            children
          )}
          {!state.error && <Pager page={page} total={total} label="Pages" onPage={onPage} />}
        </section>
      </div>
    </TitledPage>
  );
}

/** No site chosen (a non-site route before the shell knows the current site): what to do about it. */
export function NoSite({ title }: { title: string }) {
  return (
    <TitledPage title={title}>
      <Notice kind="info" title="No site is selected.">
        Choose a site with My sites in the profile menu to see its collections and groups.
      </Notice>
    </TitledPage>
  );
}
