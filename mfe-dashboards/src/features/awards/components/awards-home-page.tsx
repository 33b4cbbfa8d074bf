import { useCallback, useEffect } from 'react';
import { Skeleton } from 'antd';
import { useLocation } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import { LoadFailure } from '@portal/ui';
import { useGetAwardPointSchemeQuery } from '../api/award-points-api';
import { useGetAwardResultsQuery } from '../api/award-results-api';
import { chosenCount } from '../state/award-filter-params';
import { yearsLabel } from '../state/award-figures';
import { AWARDS_TITLES, IMPORT_ANCHOR } from '../state/awards-pages';
import { AwardTotals } from './award-totals';
import { AwardsAdminTools } from './awards-admin-tools';
import { AwardsEmptyState } from './awards-empty-state';
import { AwardsFrame } from './awards-frame';
import { AwardsPanelSection } from './awards-panel-section';
import { AwardsShortcuts } from './awards-shortcuts';

/** Brings the import into view and gives it the focus (the empty states' "Import results" lead here). */
function showImport() {
  const section = document.getElementById(IMPORT_ANCHOR);
  section?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  section?.focus({ preventScroll: true });
}

/**
 * The awards home: the latest year at a glance (the regional view's totals and tally, as the result views open),
 * the awards pages, and for the site's administrators (canManage) the import, the points and the imports so far.
 */
function AwardsHome({ siteId }: { siteId: number }) {
  const { hash } = useLocation();
  const results = useGetAwardResultsQuery({ siteId, awardResultType: 'region', currentFilterValues: null });
  const scheme = useGetAwardPointSchemeQuery(siteId);
  const data = results.data;
  const manager = scheme.data?.canManage ? scheme.data : null;
  const siteEmpty = !!data && data.totalResults === 0 && chosenCount(data.currentFilterValues) === 0;
  const onImport = useCallback(() => showImport(), []);
  useEffect(() => {
    if (manager && hash === `#${IMPORT_ANCHOR}`) showImport();
  }, [manager, hash]);
  return (
    <>
      {results.error ? (
        <LoadFailure
          title="The award results could not be loaded."
          reason={errorMessage(results.error)}
          onRetry={() => void results.refetch()}
        />
      ) : !data ? (
        <Skeleton active aria-busy="true" paragraph={{ rows: 3 }} />
      ) : siteEmpty ? (
        <AwardsEmptyState siteId={siteId} onImport={onImport} />
      ) : (
        <AwardsPanelSection title={`${yearsLabel(data.currentFilterValues.year)} at a glance`}>
          <AwardTotals
            totals={data.resultTotals}
            levels={data.awardNamesByPriority}
            label={`Totals, ${yearsLabel(data.currentFilterValues.year)}`}
          />
        </AwardsPanelSection>
      )}
      <AwardsPanelSection title="Explore the awards">
        <AwardsShortcuts />
      </AwardsPanelSection>
      {manager && <AwardsAdminTools siteId={siteId} scheme={manager} />}
    </>
  );
}

/** `awards` and `awards/home` ('Awards'). */
export function AwardsHomePage() {
  return (
    <AwardsFrame title={AWARDS_TITLES.home} page="home">
      {(siteId) => <AwardsHome siteId={siteId} />}
    </AwardsFrame>
  );
}
