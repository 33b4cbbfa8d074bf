import { portalApi } from '@portal/api-client';
import type { Announcement, AnnouncementChange, AnnouncementPage, NewAnnouncement } from '@portal/contracts';

const listTag = (siteId: number) => ({ type: 'Announcement' as const, id: `site-${siteId}` });

/**
 * A site's announcements: GET v2/deploymentIndexes/{indexId}/announcements (the list with the caller's unread
 * markers and unread count), GET v2/announcements/{id} (one, marked read as it is opened), and for the site's
 * writers POST v2/deploymentIndexes/{indexId}/announcements, PUT and DELETE v2/announcements/{id}.
 */
export const announcementsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncements: build.query<AnnouncementPage, { siteId: number; page?: number; rowsPerPage?: number }>({
      query: ({ siteId, page = 1, rowsPerPage }) => ({
        url: `v2/deploymentIndexes/${siteId}/announcements`,
        params: { page, ...(rowsPerPage ? { rowsPerPage } : {}) },
      }),
      providesTags: (_result, _error, { siteId }) => [listTag(siteId)],
    }),
    getAnnouncement: build.query<Announcement, number>({
      query: (id) => `v2/announcements/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Announcement', id }],
      // Opening one marks it read: the list's markers and the unread count change.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const opened = await queryFulfilled.catch(() => null); // a refusal is shown by the page itself
        if (opened) dispatch(announcementsApi.util.invalidateTags([listTag(opened.data.deploymentIndexId)]));
      },
    }),
    createAnnouncement: build.mutation<Announcement, { siteId: number } & NewAnnouncement>({
      query: ({ siteId, ...body }) => ({ url: `v2/deploymentIndexes/${siteId}/announcements`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { siteId }) => [listTag(siteId)],
    }),
    updateAnnouncement: build.mutation<Announcement, { id: number; siteId: number } & AnnouncementChange>({
      query: ({ id, siteId: _siteId, ...body }) => ({ url: `v2/announcements/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id, siteId }) => [{ type: 'Announcement', id }, listTag(siteId)],
    }),
    deleteAnnouncement: build.mutation<unknown, { id: number; siteId: number }>({
      query: ({ id }) => ({ url: `v2/announcements/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { siteId }) => [listTag(siteId)],
    }),
  }),
});

export const {
  useGetAnnouncementsQuery,
  useGetAnnouncementQuery,
  useCreateAnnouncementMutation,
  useUpdateAnnouncementMutation,
  useDeleteAnnouncementMutation,
} = announcementsApi;
