import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  appObjectSettings,
  appObjectSettingValues,
  deploymentIndexes,
  localPages,
  pageActions,
  pageGroupings,
  pages,
  quickLinks,
  quickLinkValues,
  themes,
  userGroupMembers,
  userGroups,
  type DeploymentIndex,
} from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** 409 when another site of the same deployment already has the name (compared without case). */
export async function assertSiteNameFree(
  db: Database | Transaction,
  deploymentId: number,
  name: string,
): Promise<void> {
  const [clash] = await db
    .select({ id: deploymentIndexes.deploymentIndexId })
    .from(deploymentIndexes)
    .where(
      and(eq(deploymentIndexes.deploymentId, deploymentId), sql`lower(${deploymentIndexes.name}) = lower(${name})`),
    );
  if (clash) throw new HttpError(409, `A site named '${name}' already exists in this deployment.`);
}

/** The steps of a copy, in order (what a duplicate job reports as its progress). */
export const DUPLICATE_STEPS = [
  'Copying the site and its settings',
  'Copying the menu and its page actions',
  'Copying the local pages',
  'Copying the user groups and their members',
  'Copying the customizations',
  'Copying the theme',
  'Copying the quick links',
] as const;

export interface DuplicateOptions {
  /**
   * Copies one of the theme's images for the copy, answering the copy's blob name (sites/duplicate-jobs.ts): sharing
   * the source's, a new image saved on one site would delete the other's. Without it the names are shared.
   */
  copyThemeImage?: (sourceBlobName: string, copy: DeploymentIndex) => Promise<string>;
  /** Told as each step starts. */
  progress?: (step: (typeof DUPLICATE_STEPS)[number]) => void;
}

/**
 * Copies a site in one transaction: its settings (containers, search index, theme, template…), menu with
 * page actions, local pages, user groups with their members, customisation set, theme and quick links.
 * The copy shares the source's storage containers, search index and metadata set; content is not copied.
 */
export async function duplicateSite(
  db: Database,
  source: DeploymentIndex,
  copyName: string,
  options: DuplicateOptions = {},
): Promise<DeploymentIndex> {
  const step = options.progress ?? (() => undefined);
  return db.transaction(async (tx) => {
    step(DUPLICATE_STEPS[0]);
    await assertSiteNameFree(tx, source.deploymentId, copyName);
    const { deploymentIndexId: _id, created: _created, updated: _updated, ...settings } = source;
    const [copy] = await tx
      .insert(deploymentIndexes)
      .values({ ...settings, name: copyName })
      .returning();
    if (!copy) throw new Error('Copying the site returned no row.');
    const target = copy.deploymentIndexId;

    step(DUPLICATE_STEPS[1]);
    const groupings = await tx
      .select()
      .from(pageGroupings)
      .where(eq(pageGroupings.deploymentIndexId, source.deploymentIndexId));
    for (const grouping of groupings) {
      const [newGrouping] = await tx
        .insert(pageGroupings)
        .values({ deploymentIndexId: target, name: grouping.name, code: grouping.code, order: grouping.order })
        .returning({ id: pageGroupings.pageGroupingId });
      const groupingPages = await tx.select().from(pages).where(eq(pages.pageGroupingId, grouping.pageGroupingId));
      for (const page of groupingPages) {
        const [newPage] = await tx
          .insert(pages)
          .values({
            pageGroupingId: newGrouping!.id,
            name: page.name,
            path: page.path,
            code: page.code,
            iconValue: page.iconValue,
            order: page.order,
          })
          .returning({ id: pages.pageId });
        const actions = await tx.select().from(pageActions).where(eq(pageActions.pageId, page.pageId));
        if (actions.length > 0) {
          await tx.insert(pageActions).values(
            actions.map(({ name, code, hasToggle, iconValue, actionFlag }) => ({
              pageId: newPage!.id,
              name,
              code,
              hasToggle,
              iconValue,
              actionFlag,
            })),
          );
        }
      }
    }

    step(DUPLICATE_STEPS[2]);
    const locals = await tx.select().from(localPages).where(eq(localPages.deploymentIndexId, source.deploymentIndexId));
    if (locals.length > 0) {
      await tx.insert(localPages).values(
        locals.map(({ name, path, code, iconValue, order }) => ({
          deploymentIndexId: target,
          name,
          path,
          code,
          iconValue,
          order,
        })),
      );
    }

    step(DUPLICATE_STEPS[3]);
    const groups = await tx.select().from(userGroups).where(eq(userGroups.deploymentIndexId, source.deploymentIndexId));
    for (const group of groups) {
      const name = group.name.startsWith(source.name) ? copyName + group.name.slice(source.name.length) : group.name;
      const [newGroup] = await tx
        .insert(userGroups)
        .values({ name, deploymentIndexId: target, roleId: group.roleId })
        .returning({ id: userGroups.userGroupId });
      const members = await tx
        .select()
        .from(userGroupMembers)
        .where(eq(userGroupMembers.userGroupId, group.userGroupId));
      if (members.length > 0)
        await tx
          .insert(userGroupMembers)
          .values(members.map((member) => ({ userGroupId: newGroup!.id, userId: member.userId })));
    }

    const ownedBySource = <T extends { entityType: unknown; entityId: unknown }>(table: T) =>
      and(eq(table.entityType as never, 'deploymentIndex'), eq(table.entityId as never, source.deploymentIndexId));

    step(DUPLICATE_STEPS[4]);
    const [setting] = await tx.select().from(appObjectSettings).where(ownedBySource(appObjectSettings));
    if (setting) {
      const [newSetting] = await tx
        .insert(appObjectSettings)
        .values({ entityType: 'deploymentIndex', entityId: target, userId: setting.userId })
        .returning({ id: appObjectSettings.appObjectSettingId });
      const values = await tx
        .select()
        .from(appObjectSettingValues)
        .where(eq(appObjectSettingValues.appObjectSettingId, setting.appObjectSettingId));
      if (values.length > 0) {
        await tx.insert(appObjectSettingValues).values(
          values.map(({ appPropertyId, value, userId, characterCount }) => ({
            appObjectSettingId: newSetting!.id,
            appPropertyId,
            value,
            userId,
            characterCount,
          })),
        );
      }
    }

    step(DUPLICATE_STEPS[5]);
    const [theme] = await tx.select().from(themes).where(ownedBySource(themes));
    if (theme) {
      const { themeColor, secondaryThemeColor } = theme;
      const renamed = async (name: string | null) =>
        name && options.copyThemeImage ? options.copyThemeImage(name, copy) : name;
      const heroBlobName = await renamed(theme.heroBlobName);
      const thumbnailBlobName = await renamed(theme.thumbnailBlobName);
      await tx.insert(themes).values({
        entityType: 'deploymentIndex',
        entityId: target,
        themeColor,
        secondaryThemeColor,
        heroBlobName,
        thumbnailBlobName,
      });
    }

    step(DUPLICATE_STEPS[6]);
    const links = await tx.select().from(quickLinks).where(ownedBySource(quickLinks));
    if (links.length > 0) {
      const linkValues = await tx
        .select()
        .from(quickLinkValues)
        .where(
          inArray(
            quickLinkValues.quickLinkId,
            links.map((link) => link.quickLinkId),
          ),
        );
      for (const link of links) {
        const [newLink] = await tx
          .insert(quickLinks)
          .values({ entityType: 'deploymentIndex', entityId: target, name: link.name, order: link.order })
          .returning({ id: quickLinks.quickLinkId });
        const values = linkValues.filter((value) => value.quickLinkId === link.quickLinkId);
        if (values.length > 0)
          await tx
            .insert(quickLinkValues)
            .values(values.map(({ name, value, order }) => ({ quickLinkId: newLink!.id, name, value, order })));
      }
    }
    return copy;
  });
}
