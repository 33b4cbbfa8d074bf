import { ACCESS_MESSAGES, PAGE_TEMPLATE_CODES, type SaveDeploymentIndexRequest } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { deploymentIndexes, themes, type DeploymentIndex, type SiteThemeColors } from '../db/schema/index.js';
import { requireHexColour } from '../entities/entity-themes.js';
import { HttpError } from '../http/http-error.js';
import { assertSiteNameFree } from '../sites/duplicate-site.js';
import type { SiteAccess } from '../sites/site-access.js';

/**
 * PUT v2/dashboards/{id} (calls doc §7 "save an index"): a site's name, welcome message, page template, theme colours
 * and chart theme. Only users with editDeploymentIndex on the site (the role table: site administrators and editors,
 * portal administrators) save it; everyone else who uses the site gets 403.
 * - A field left out keeps its value; a theme colour set to null is cleared, one left out kept.
 * - Hero and thumbnail images are stripped from the theme before saving (spec §5), as a collection save does
 *   (collections/collection-save.ts): only colours are saved here; the images go through PUT
 *   v2/deploymentIndexes/theme/{id}, which checks and stores the files.
 * - A blank name is refused; a name another site of the deployment has is 409 (sites/duplicate-site.ts).
 * - A blank or null welcome message means the default welcome to the site name (spec §3).
 * - pageTemplateCode is one of PAGE_TEMPLATE_CODES; a site whose template is another code (a demo site's own page)
 *   may keep it, so a settings form can send the site back unchanged.
 * - The primary and secondary colours are also the colours of the site's theme entry, when it has one (the entry the
 *   theme calls read before the site's own colours), so both answers keep telling the same colours.
 * Everything is checked before anything is written, and the writes happen in one transaction.
 */
export async function saveSiteSettings(
  db: Database,
  access: SiteAccess,
  input: SaveDeploymentIndexRequest,
): Promise<DeploymentIndex> {
  if (!access.permissions.editDeploymentIndex) throw new HttpError(403, ACCESS_MESSAGES.siteEditDenied);
  const site = access.site;
  const changes: Partial<typeof deploymentIndexes.$inferInsert> = {};

  const name = input.name?.trim();
  if (name !== undefined) {
    if (!name) throw new HttpError(400, 'The request is not valid: body/name must not be blank.');
    changes.name = name;
  }
  if (input.welcomeMessage !== undefined) changes.welcomeMessage = input.welcomeMessage?.trim() || null;
  if (input.pageTemplateCode !== undefined) {
    const code = input.pageTemplateCode;
    if (!(PAGE_TEMPLATE_CODES as readonly string[]).includes(code) && code !== site.pageTemplateCode) {
      throw new HttpError(
        400,
        `The request is not valid: body/pageTemplateCode must be one of ${PAGE_TEMPLATE_CODES.join(', ')}, not '${code}'.`,
      );
    }
    changes.pageTemplateCode = code;
  }
  if (input.theme !== undefined) changes.theme = themeColours(site.theme, input.theme);
  if (input.chartTheme !== undefined) changes.chartTheme = input.chartTheme;

  return db.transaction(async (tx) => {
    if (name && name.toLowerCase() !== site.name.toLowerCase()) await assertSiteNameFree(tx, site.deploymentId, name);
    const [saved] = await tx
      .update(deploymentIndexes)
      .set({ ...changes, updated: new Date() })
      .where(eq(deploymentIndexes.deploymentIndexId, site.deploymentIndexId))
      .returning();
    if (!saved) throw new HttpError(404, `No such site: ${site.deploymentIndexId}.`);
    const entry = themeEntryColours(input.theme);
    if (Object.keys(entry).length > 0) {
      await tx
        .update(themes)
        .set({ ...entry, updated: new Date() })
        .where(and(eq(themes.entityType, 'deploymentIndex'), eq(themes.entityId, site.deploymentIndexId)));
    }
    return saved;
  });
}

const COLOUR_NAMES = ['primary', 'secondary', 'accent', 'error', 'warning', 'info', 'success', 'confidential'] as const;

/**
 * The site's colours after a save: each colour given set (checked), null cleared, left out kept; a null theme clears
 * them all. Anything else a theme carries (hero and thumbnail images) is stripped: only the colours are kept.
 */
function themeColours(
  stored: SiteThemeColors | null,
  theme: SaveDeploymentIndexRequest['theme'],
): SiteThemeColors | null {
  if (theme === null || theme === undefined) return null;
  const colours: SiteThemeColors = {};
  for (const name of COLOUR_NAMES) {
    if (!(name in theme)) {
      if (stored?.[name]) colours[name] = stored[name];
      continue;
    }
    const value = theme[name];
    if (value) colours[name] = requireHexColour(`body/theme/${name}`, value);
  }
  return Object.keys(colours).length > 0 ? colours : null;
}

/** The colours of the site's theme entry a save changes: primary and secondary when given (or cleared by a null theme). */
function themeEntryColours(
  theme: SaveDeploymentIndexRequest['theme'],
): Partial<Pick<typeof themes.$inferInsert, 'themeColor' | 'secondaryThemeColor'>> {
  if (theme === undefined) return {};
  if (theme === null) return { themeColor: null, secondaryThemeColor: null };
  return {
    ...('primary' in theme ? { themeColor: theme.primary || null } : {}),
    ...('secondary' in theme ? { secondaryThemeColor: theme.secondary || null } : {}),
  };
}
