import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { portalBaseQuery } from './portal-base-query';
import type { PortalQueryError } from './portal-error';

/** A GraphQL operation: its document and variables. */
export interface GraphqlOperation {
  query: string;
  variables?: Record<string, unknown>;
}

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string }[];
}

/**
 * A `queryFn` for RTK Query endpoints of the Graph endpoint (calls doc §7 "Graph endpoint"): POST /api/graphql with
 * the bearer token, like every call. GraphQL and network errors are logged (spec §8 "Graph and network errors:
 * logged only") and returned as the call's error, whose message the screen may show. Endpoints built on it are
 * network-only: they keep no unused data (keepUnusedDataFor 0) and ask again on every mount.
 */
export async function graphqlQuery<T>(
  operation: GraphqlOperation,
  api: BaseQueryApi,
): Promise<{ data: T } | { error: PortalQueryError }> {
  const result = await portalBaseQuery({ url: 'graphql', method: 'POST', body: operation }, api, {});
  const answer = (result.error ? undefined : result.data) as GraphqlAnswer<T> | undefined;
  if (result.error || !answer?.data || answer.errors?.length) {
    const messages = answer?.errors?.map((error) => error.message) ?? [];
    const error: PortalQueryError = result.error ?? {
      status: 200,
      message: messages.join(' ') || 'The server sent no data.',
    };
    console.error('GraphQL request failed:', error.message, messages);
    return { error };
  }
  return { data: answer.data as T };
}
