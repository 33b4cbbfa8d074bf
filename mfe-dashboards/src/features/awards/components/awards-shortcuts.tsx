import type { ReactNode } from 'react';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import ColumnWidthOutlined from '@ant-design/icons/ColumnWidthOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import { theme } from 'antd';
import { Link } from 'react-router-dom';
import { useAwardsSite } from '../hooks/use-awards-site';
import type { AwardsPage } from '../state/awards-pages';

const SHORTCUTS: { page: AwardsPage; title: string; text: string; icon: ReactNode }[] = [
  {
    page: 'results/regional-view',
    title: 'Award Results',
    text: 'Every result by region, office or category, with the totals and the award tally.',
    icon: <GlobalOutlined />,
  },
  {
    page: 'results/winners-list-view',
    title: 'Winners List',
    text: 'The winning work, level by level, from Grand Prix down.',
    icon: <TrophyOutlined />,
  },
  {
    page: 'leaderboard',
    title: 'Cadre Rankings',
    text: 'Agencies ranked by points this year against last year, league by league.',
    icon: <OrderedListOutlined />,
  },
  {
    page: 'leaderboardandresults',
    title: 'Leaderboard and Results',
    text: 'The rankings and the results side by side, under the same filters.',
    icon: <ColumnWidthOutlined />,
  },
  {
    page: 'showcase',
    title: 'Award Showcase',
    text: 'The winning work as cards, opening the work in the library where the site holds it.',
    icon: <PictureOutlined />,
  },
  {
    page: 'insights/cannes',
    title: 'Cannes Lions dashboard',
    text: 'Points, wins and the top agencies, advertisers and networks at Cannes Lions, year on year.',
    icon: <BarChartOutlined />,
  },
];

/** The awards pages as cards on the awards home, each a link with what the page shows. */
export function AwardsShortcuts() {
  const { token } = theme.useToken();
  const { pathTo } = useAwardsSite();
  return (
    <ul
      aria-label="Explore the awards"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
      }}
    >
      {SHORTCUTS.map(({ page, title, text, icon }) => (
        <li key={page} style={{ display: 'flex' }}>
          <Link
            to={pathTo(page)}
            style={{
              flex: 1,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              gap: '4px 12px',
              alignContent: 'start',
              padding: 16,
              borderRadius: token.borderRadiusLG,
              border: `1px solid ${token.colorBorderSecondary}`,
              background: token.colorBgContainer,
              color: token.colorText,
              textDecoration: 'none',
            }}
          >
            <span aria-hidden="true" style={{ gridRow: 'span 2', fontSize: 22, color: token.colorPrimary }}>
              {icon}
            </span>
            <span style={{ fontWeight: 600, color: token.colorLink }}>{title}</span>
            <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
