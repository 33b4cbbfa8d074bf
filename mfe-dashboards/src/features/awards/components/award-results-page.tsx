import { Navigate, useParams } from 'react-router-dom';
import { isResultView, resultsTitle } from '../state/awards-pages';
import { AwardResultsView } from './award-results-view';
import { AwardsFrame } from './awards-frame';

/**
 * `awards/results/:view` ('Award Results - <view>', spec §2.3): regional-view, office-view, category-view or
 * winners-list-view (result type region, office, category or winner); another view goes to the regional view.
 */
export function AwardResultsPage() {
  const { view } = useParams();
  if (!isResultView(view)) return <Navigate to="../regional-view" relative="path" replace />;
  return (
    <AwardsFrame title={resultsTitle(view)} page={`results/${view}`}>
      {(siteId) => <AwardResultsView siteId={siteId} view={view} />}
    </AwardsFrame>
  );
}
