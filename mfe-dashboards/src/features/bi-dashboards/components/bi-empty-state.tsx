import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import { Empty, theme } from 'antd';
import { Link } from 'react-router-dom';

/**
 * What a BI dashboard shows while the site has no award results: what will appear here, who brings the results, and
 * the way to the site's awards overview, where a site administrator imports them.
 */
export function BiEmptyState({ siteId, what }: { siteId: number; what: string }) {
  const { token } = theme.useToken();
  return (
    <Empty
      image={<TrophyOutlined aria-hidden style={{ fontSize: 56, color: token.colorTextQuaternary }} />}
      styles={{ image: { height: 64 } }}
      description={
        <span style={{ display: 'grid', gap: 4, maxWidth: 560, margin: '0 auto' }}>
          <span style={{ color: token.colorText }}>{what} appear here once the site’s award results are imported.</span>
          <span style={{ color: token.colorTextSecondary }}>
            Ask your site administrator to import them on the Awards overview.
          </span>
        </span>
      }
    >
      <Link to={`/sites/${siteId}/awards/home`}>Open the Awards overview</Link>
    </Empty>
  );
}
