import { Skeleton, theme } from 'antd';
import { errorMessage } from '@portal/api-client';
import { LoadFailure } from '@portal/ui';
import { useGetAwardsShowcaseQuery } from '../api/awards-showcase-api';
import { useAwardFilters } from '../hooks/use-award-filters';
import { formatCount } from '../../../lib/format-count';
import { chosenCount } from '../state/award-filter-params';
import { formHasResults } from '../state/award-figures';
import { AWARDS_TITLES } from '../state/awards-pages';
import { AwardFilterBar } from './award-filter-bar';
import { AwardsEmptyState } from './awards-empty-state';
import { AwardsFrame } from './awards-frame';
import { BusyRegion } from './busy-region';
import { NoMatchingResults } from './no-matching-results';
import { ShowcaseCard } from './showcase-card';

/**
 * The winning work of the site under the filters (POST v2/awards/showcase; every year until a year is chosen), the
 * highest level first: a grid of cards, as many columns as fit.
 */
function Showcase({ siteId }: { siteId: number }) {
  const { token } = theme.useToken();
  const { chosen, choose } = useAwardFilters();
  const query = useGetAwardsShowcaseQuery({ deploymentIndexId: siteId, currentFilterValues: chosen ?? {} });
  const showcase = query.data;
  if (query.error)
    return (
      <LoadFailure
        title="The showcase could not be loaded."
        reason={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  if (!showcase) return <Skeleton active aria-busy="true" paragraph={{ rows: 6 }} />;
  const filtered = chosenCount(showcase.currentFilterValues) > 0;
  if (!filtered && !formHasResults(showcase.filterForm)) return <AwardsEmptyState siteId={siteId} />;
  const { items, totalWins } = showcase;
  return (
    <>
      <AwardFilterBar
        form={showcase.filterForm}
        values={showcase.currentFilterValues}
        onChange={choose}
        pageField="awardLevel"
        busy={query.isFetching}
      />
      <BusyRegion busy={query.isFetching}>
        {items.length === 0 ? (
          filtered ? (
            <NoMatchingResults onClear={() => choose({})} />
          ) : (
            <p style={{ margin: 0 }}>No winning work yet: the site&apos;s results are all shortlists.</p>
          )
        ) : (
          <>
            <p style={{ margin: 0, color: token.colorTextSecondary }}>
              {items.length < totalWins
                ? `Showing ${formatCount(items.length)} of ${formatCount(totalWins)} winning works, the highest awards first.`
                : `${formatCount(totalWins)} winning ${totalWins === 1 ? 'work' : 'works'}, the highest awards first.`}
            </p>
            <ul
              aria-label="Winning work"
              style={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'grid',
                gap: 16,
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 250px), 1fr))',
              }}
            >
              {items.map((item) => (
                <li key={item.result.awardResultId} style={{ display: 'flex', minWidth: 0 }}>
                  <ShowcaseCard item={item} siteId={siteId} />
                </li>
              ))}
            </ul>
          </>
        )}
      </BusyRegion>
    </>
  );
}

/** `awards/showcase` ('Award Showcase'). */
export function ShowcasePage() {
  return (
    <AwardsFrame title={AWARDS_TITLES.showcase} page="showcase">
      {(siteId) => <Showcase siteId={siteId} />}
    </AwardsFrame>
  );
}
