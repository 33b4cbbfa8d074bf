import { portalApi } from '@portal/api-client';
import type { CustomizationSet, SaveCustomizationRequest, Theme } from '@portal/contracts';

/** The site's default images of PUT v2/deploymentIndexes/theme/{id}: only the files chosen are sent. */
export interface SiteImages {
  heroFile?: File;
  thumbnailFile?: File;
}

const siteTag = (id: number) => ({ type: 'SiteCustomization' as const, id });

/**
 * The calls of a site's page customizations panel (calls doc §7 "Customization and quick links"): the site's
 * customization set and theme, and their saves. The panel publishes `site/customized` after a save so the shell
 * (another store) loads them again and every screen follows.
 */
export const siteCustomizationApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET v2/deploymentIndexes/theme/{id}: the site's hero and thumbnail images. */
    getSiteThemeToEdit: build.query<Theme, number>({
      query: (id) => `v2/deploymentIndexes/theme/${id}`,
      providesTags: (_result, _error, id) => [siteTag(id)],
    }),
    /** PUT v2/deploymentIndexes/{id}/customization: page elements and chart settings (only those that changed). */
    saveSiteCustomization: build.mutation<CustomizationSet, { id: number } & SaveCustomizationRequest>({
      query: ({ id, settings }) => ({
        url: `v2/deploymentIndexes/${id}/customization`,
        method: 'PUT',
        body: { settings },
      }),
      invalidatesTags: (_result, _error, { id }) => [siteTag(id), { type: 'Site', id }],
    }),
    /** PUT v2/deploymentIndexes/theme/{id} (multipart): the site's default hero and thumbnail images. */
    saveSiteImages: build.mutation<Theme, { id: number; images: SiteImages }>({
      query: ({ id, images }) => {
        const body = new FormData();
        body.append('themeEntityId', String(id));
        if (images.heroFile) body.append('heroFile', images.heroFile, images.heroFile.name);
        if (images.thumbnailFile) body.append('thumbnailFile', images.thumbnailFile, images.thumbnailFile.name);
        return { url: `v2/deploymentIndexes/theme/${id}`, method: 'PUT', body };
      },
      invalidatesTags: (_result, _error, { id }) => [siteTag(id)],
    }),
  }),
});

export const { useGetSiteThemeToEditQuery, useSaveSiteCustomizationMutation, useSaveSiteImagesMutation } =
  siteCustomizationApi;
