import { theme } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useAwardsSite } from '../hooks/use-awards-site';
import { readAwardFilters, writeAwardFilters } from '../state/award-filter-params';
import type { AwardsPage } from '../state/awards-pages';

const PAGES: { page: AwardsPage; label: string; keepsFilters: boolean }[] = [
  { page: 'home', label: 'Overview', keepsFilters: false },
  { page: 'results/regional-view', label: 'Results', keepsFilters: true },
  { page: 'leaderboard', label: 'Cadre Rankings', keepsFilters: true },
  { page: 'leaderboardandresults', label: 'Leaderboard and Results', keepsFilters: true },
  { page: 'showcase', label: 'Showcase', keepsFilters: true },
  { page: 'insights/cannes', label: 'Cannes Lions', keepsFilters: true },
];

const sameSection = (current: AwardsPage, page: AwardsPage) =>
  page.startsWith('results/') ? current.startsWith('results/') : current === page;

/**
 * Between the awards pages, as tabs of links: the filters chosen go along (every page reads the same filters), so a
 * region chosen on the results is the region of the rankings too. On a phone the row scrolls sideways.
 */
export function AwardsNav({ current }: { current: AwardsPage }) {
  const { token } = theme.useToken();
  const { search } = useLocation();
  const { pathTo } = useAwardsSite();
  const filters = writeAwardFilters(readAwardFilters(new URLSearchParams(search)), new URLSearchParams()).toString();
  return (
    <nav aria-label="Awards pages" style={{ borderBottom: `1px solid ${token.colorBorderSecondary}`, minWidth: 0 }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 4, overflowX: 'auto' }}>
        {PAGES.map(({ page, label, keepsFilters }) => {
          const here = sameSection(current, page);
          return (
            <li key={page} style={{ flex: 'none' }}>
              <Link
                to={{ pathname: pathTo(page), search: keepsFilters && filters ? `?${filters}` : '' }}
                aria-current={current === page ? 'page' : here ? 'true' : undefined}
                style={{
                  display: 'inline-block',
                  padding: '8px 12px',
                  textDecoration: 'none',
                  whiteSpace: 'nowrap',
                  fontWeight: here ? 600 : 400,
                  color: here ? token.colorPrimary : token.colorText,
                  borderBottom: `2px solid ${here ? token.colorPrimary : 'transparent'}`,
                  marginBottom: -1,
                }}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
