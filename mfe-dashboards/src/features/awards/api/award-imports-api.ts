import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { AwardsImport, AwardsImportList, AwardsImportRefused } from '@portal/contracts';
import { awardImportsTag, awardResultsTag, awardsApi } from '../../../api/awards-api';

/** What an import came to: the file stored, or refused with every bad row (nothing stored). */
export type AwardsImportOutcome = { imported: AwardsImport } | { refused: AwardsImportRefused };

/**
 * The site administrator's imports: POST v2/awards/import?deploymentIndexId= (multipart, the field `file`), 201 the
 * import, 400 the refusal with its rowErrors; GET v2/awards/imports, the site's imports newest first. A stored file
 * replaces the results of its years, so every awards figure is read again.
 */
export const awardImportsApi = awardsApi.injectEndpoints({
  endpoints: (build) => ({
    importAwardResults: build.mutation<AwardsImportOutcome, { siteId: number; file: File }>({
      query: ({ siteId, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return {
          url: 'v2/awards/import',
          method: 'POST',
          params: { deploymentIndexId: siteId },
          body,
          // A refused file is an answer to report row by row: as a failure, its rows would be reduced to one message.
          validateStatus: (response: Response) => response.status === 201 || response.status === 400,
        };
      },
      transformResponse: (answer: AwardsImport | AwardsImportRefused, meta) =>
        (meta as FetchBaseQueryMeta | undefined)?.response?.status === 400
          ? { refused: answer as AwardsImportRefused }
          : { imported: answer as AwardsImport },
      invalidatesTags: (outcome, _error, { siteId }) =>
        outcome && 'imported' in outcome ? [awardResultsTag(siteId), awardImportsTag(siteId)] : [],
    }),
    getAwardImports: build.query<AwardsImport[], number>({
      query: (siteId) => ({ url: 'v2/awards/imports', params: { deploymentIndexId: siteId } }),
      transformResponse: (answer: AwardsImportList) => answer.imports,
      providesTags: (_result, _error, siteId) => [awardImportsTag(siteId)],
    }),
  }),
});

export const { useImportAwardResultsMutation, useGetAwardImportsQuery } = awardImportsApi;
