import { theme } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import type { InsightsView } from './insights-route';

const PAGES: { view: InsightsView; path: string; label: string }[] = [
  { view: 'insights', path: '/home/insights', label: 'Analytics & Insights' },
  { view: 'patterns', path: '/home/patterns', label: 'Pattern Analysis' },
];

/** Between the two insights pages, keeping the filters (the URL's query) so both show the same period and values. */
export function InsightsNav({ view }: { view: InsightsView }) {
  const { token } = theme.useToken();
  const { search } = useLocation();
  return (
    <nav aria-label="Insights pages" style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      {PAGES.map((page) => {
        const current = page.view === view;
        return (
          <Link
            key={page.view}
            to={{ pathname: page.path, search }}
            aria-current={current ? 'page' : undefined}
            style={{
              padding: '4px 14px',
              borderRadius: 16,
              textDecoration: 'none',
              fontWeight: current ? 600 : 400,
              color: current ? token.colorTextLightSolid : token.colorText,
              background: current ? token.colorPrimary : token.colorBgContainer,
              border: `1px solid ${current ? token.colorPrimary : token.colorBorder}`,
            }}
          >
            {page.label}
          </Link>
        );
      })}
    </nav>
  );
}
