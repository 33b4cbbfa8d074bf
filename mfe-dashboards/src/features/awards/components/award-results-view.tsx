import { Skeleton } from 'antd';
import { errorMessage } from '@portal/api-client';
import { AWARD_RESULT_VIEWS, type AwardResultView } from '@portal/contracts';
import { LoadFailure } from '@portal/ui';
import { useGetAwardResultsQuery } from '../api/award-results-api';
import { useAwardFilters } from '../hooks/use-award-filters';
import { RESULT_VIEW_FIELDS } from '../state/award-filter-bar';
import { chosenCount } from '../state/award-filter-params';
import { AwardFilterBar } from './award-filter-bar';
import { AwardResultsContent } from './award-results-content';
import { AwardsDownloadMenu } from './awards-download-menu';
import { AwardsEmptyState } from './awards-empty-state';
import { BusyRegion } from './busy-region';
import { NoMatchingResults } from './no-matching-results';
import { ResultViewSwitch } from './result-view-switch';

/**
 * One result view of the site's results (`awards/results/:view`): the switch between the views and the download,
 * the filter bar, then the totals, the tally and the groups. It opens on the latest year (the server's default);
 * filters chosen go to the URL and to getFilteredAwardsData. While new figures load, the last ones stay, dimmed.
 */
export function AwardResultsView({ siteId, view }: { siteId: number; view: AwardResultView }) {
  const awardResultType = AWARD_RESULT_VIEWS[view].type;
  const { chosen, choose } = useAwardFilters();
  const query = useGetAwardResultsQuery({ siteId, awardResultType, currentFilterValues: chosen });
  // The last answer stays while the next loads; its groups only if they group the results as this view does.
  const data = query.data;
  const viewData = data?.awardResultType === awardResultType ? data : undefined;
  const siteEmpty = !!data && data.totalResults === 0 && chosenCount(data.currentFilterValues) === 0;
  return (
    <>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <ResultViewSwitch view={view} />
        {data && !siteEmpty && (
          <AwardsDownloadMenu siteId={siteId} report="results" values={data.currentFilterValues} />
        )}
      </div>
      {query.error ? (
        <LoadFailure
          title="The award results could not be loaded."
          reason={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <Skeleton active aria-busy="true" paragraph={{ rows: 6 }} />
      ) : siteEmpty ? (
        <AwardsEmptyState siteId={siteId} />
      ) : (
        <>
          <AwardFilterBar
            form={data.filterForm}
            values={data.currentFilterValues}
            onChange={choose}
            pageField={RESULT_VIEW_FIELDS[view]}
            busy={query.isFetching}
          />
          <BusyRegion busy={query.isFetching}>
            {data.totalResults === 0 ? (
              <NoMatchingResults onClear={() => choose({})} />
            ) : viewData ? (
              <AwardResultsContent data={viewData} siteId={siteId} />
            ) : (
              <Skeleton active aria-busy="true" paragraph={{ rows: 6 }} />
            )}
          </BusyRegion>
        </>
      )}
    </>
  );
}
