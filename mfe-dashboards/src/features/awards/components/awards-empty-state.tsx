import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import { Button, Empty, theme } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useGetAwardPointSchemeQuery } from '../api/award-points-api';
import { useAwardsSite } from '../hooks/use-awards-site';
import { IMPORT_ANCHOR } from '../state/awards-pages';

export const NO_RESULTS_YET =
  'No award results yet. Award results, rankings and winning work appear here once a site administrator imports the results file.';

/**
 * What an awards page shows while the site has no results: what will appear here and who brings it; a site
 * administrator (canManage) gets the way to the import. On the awards home, `onImport` moves to the import there.
 */
export function AwardsEmptyState({ siteId, onImport }: { siteId: number; onImport?: () => void }) {
  const { token } = theme.useToken();
  const { pathTo } = useAwardsSite();
  const navigate = useNavigate();
  const canManage = useGetAwardPointSchemeQuery(siteId).data?.canManage === true;
  return (
    <Empty
      image={<TrophyOutlined aria-hidden style={{ fontSize: 56, color: token.colorTextQuaternary }} />}
      styles={{ image: { height: 64 } }}
      description={
        <span style={{ display: 'grid', gap: 4, maxWidth: 560, margin: '0 auto' }}>
          <span style={{ color: token.colorText }}>{NO_RESULTS_YET}</span>
          {!canManage && (
            <span style={{ color: token.colorTextSecondary }}>
              Ask your site administrator if you expected results here.
            </span>
          )}
        </span>
      }
    >
      {canManage && (
        <Button
          type="primary"
          onClick={onImport ?? (() => navigate({ pathname: pathTo('home'), hash: IMPORT_ANCHOR }))}
        >
          Import results
        </Button>
      )}
    </Empty>
  );
}
