import { Skeleton, theme } from 'antd';
import { errorMessage } from '@portal/api-client';
import { facetItem, joinFacetQuery } from '@portal/contracts';
import { LoadFailure, usePhone } from '@portal/ui';
import { useGetFacetGraphQuery } from '../api/facet-graph-api';
import { cardStyle } from '../../../components/card-style';
import { CardGrid, InsightsSection } from './insights-section';
import { RankedList } from './ranked-list';

/** Values listed per field. */
const SHOWN = 5;

/**
 * What goes with one topic (the one that rose most, or the newest): the values of the other compared fields (clients,
 * content types) on the documents holding it, from GET search/facetGraph under the page's field filters (not its
 * period: a topic's company is read from all its documents). facetGraph counts a field without its own selection, so
 * it names no topics found with a topic; the other fields are what it can tell.
 */
export function FoundWithTopic({
  siteId,
  topic,
  why,
  fields,
  fieldItems,
}: {
  siteId: number;
  topic: string;
  /** Why this topic is followed ('The topic that rose most'). */
  why: string;
  /** The fields to list (codes and names), those the site has. */
  fields: { field: string; displayName: string }[];
  /** The page's filters other than the period. */
  fieldItems: string[];
}) {
  const { token } = theme.useToken();
  const phone = usePhone();
  const query = useGetFacetGraphQuery({
    indexId: siteId,
    Fields: fields.map((field) => field.field).join(','),
    filters: joinFacetQuery([...fieldItems, facetItem('topics', topic)]),
  });
  return (
    <InsightsSection
      title={`Found with topic ${topic}`}
      extra={`${why}, on all its documents`}
      busy={query.isFetching && !!query.data}
    >
      {query.error ? (
        <LoadFailure
          title="What goes with this topic could not be loaded."
          reason={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} aria-busy="true" />
      ) : (
        <CardGrid phone={phone}>
          {fields.map((field) => (
            <div key={field.field} style={cardStyle(token)}>
              <RankedList
                title={field.displayName}
                countLabel="documents"
                empty={`No ${field.displayName.toLowerCase()} on its documents.`}
                items={(query.data?.facets[field.field] ?? []).slice(0, SHOWN).map((value) => ({
                  key: value.value,
                  label: value.value,
                  count: value.count,
                }))}
              />
            </div>
          ))}
        </CardGrid>
      )}
    </InsightsSection>
  );
}
