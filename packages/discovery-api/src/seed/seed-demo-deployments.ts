import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  deploymentIndexes,
  deployments,
  pageGroupings,
  pages,
  roles,
  userGroupMembers,
  userGroups,
  users,
} from '../db/schema/index.js';
import { demoAccounts, type DemoSiteRole } from '../identity/demo-accounts.js';
import { demoDeployments, demoNavigation, demoUserGroupNames, type DemoSite } from './demo-sites.js';
import { seedDemoExtras } from './seed-demo-extras.js';
import { seedDemoAnnouncements } from './seed-demo-announcements.js';
import { seedDemoAwards } from './seed-demo-awards.js';
import { seedDemoCustomizations } from './seed-customizations.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The demo deployments, sites, menus, user groups and the demo accounts' portal users and memberships.
 * Idempotent: each row is looked up by its natural key and created only when missing.
 */
export async function seedDemoDeployments(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const roleIds = await siteRoleIds(tx);
    const siteIds = new Map<string, number>();
    for (const demoDeployment of demoDeployments) {
      const deploymentId = await ensureDeployment(tx, demoDeployment.name, demoDeployment.primaryColor);
      for (const site of demoDeployment.sites) {
        const deploymentIndexId = await ensureSite(tx, deploymentId, site);
        siteIds.set(site.name, deploymentIndexId);
        await ensureNavigation(tx, deploymentIndexId);
      }
    }
    await ensureUsersAndMemberships(tx, siteIds, roleIds);
  });
  await seedDemoExtras(db);
  await seedDemoAnnouncements(db);
  await seedDemoAwards(db);
  await seedDemoCustomizations(db);
}

async function siteRoleIds(tx: Transaction): Promise<Map<DemoSiteRole, number>> {
  const codes = Object.keys(demoUserGroupNames) as DemoSiteRole[];
  const rows = await tx
    .select({ roleId: roles.roleId, code: roles.code })
    .from(roles)
    .where(inArray(roles.code, codes));
  const ids = new Map(rows.map((row) => [row.code as DemoSiteRole, row.roleId]));
  const missing = codes.filter((code) => !ids.has(code));
  if (missing.length > 0) throw new Error(`The migrations did not create the site roles ${missing.join(', ')}.`);
  return ids;
}

async function ensureDeployment(tx: Transaction, name: string, primaryColor: string): Promise<number> {
  const [existing] = await tx
    .select({ id: deployments.deploymentId })
    .from(deployments)
    .where(eq(deployments.name, name));
  if (existing) return existing.id;
  const [created] = await tx
    .insert(deployments)
    .values({ name, primaryColor })
    .returning({ id: deployments.deploymentId });
  if (!created) throw new Error(`Creating the demo deployment ${name} returned no row.`);
  return created.id;
}

async function ensureSite(tx: Transaction, deploymentId: number, site: DemoSite): Promise<number> {
  const [existing] = await tx
    .select({ id: deploymentIndexes.deploymentIndexId })
    .from(deploymentIndexes)
    .where(and(eq(deploymentIndexes.deploymentId, deploymentId), eq(deploymentIndexes.name, site.name)));
  if (existing) {
    // A demo database made before the site had an external form address gets it; a stored one is kept.
    if (site.externalFormAddress) {
      await tx
        .update(deploymentIndexes)
        .set({ externalFormAddress: site.externalFormAddress })
        .where(
          and(eq(deploymentIndexes.deploymentIndexId, existing.id), isNull(deploymentIndexes.externalFormAddress)),
        );
    }
    return existing.id;
  }
  const [created] = await tx
    .insert(deploymentIndexes)
    .values({
      deploymentId,
      name: site.name,
      theme: site.theme,
      welcomeMessage: site.welcomeMessage,
      containerName: `${site.slug}-assets`,
      containerUrl: 'https://127.0.0.1:10000/devstoreaccount1',
      previewContainerName: `${site.slug}-previews`,
      searchIndexName: `${site.slug}-index`,
      isPreviewable: true,
      pageTemplateCode: site.pageTemplateCode,
      customizationsContainer: `${site.slug}-customizations`,
      chartTheme: site.chartTheme,
      externalFormAddress: site.externalFormAddress ?? null,
    })
    .returning({ id: deploymentIndexes.deploymentIndexId });
  if (!created) throw new Error(`Creating the demo site ${site.name} returned no row.`);
  return created.id;
}

async function ensureNavigation(tx: Transaction, deploymentIndexId: number): Promise<void> {
  for (const grouping of demoNavigation) {
    await tx
      .insert(pageGroupings)
      .values({ deploymentIndexId, name: grouping.name, code: grouping.code, order: grouping.order })
      .onConflictDoNothing({ target: [pageGroupings.deploymentIndexId, pageGroupings.code] });
    const [row] = await tx
      .select({ id: pageGroupings.pageGroupingId })
      .from(pageGroupings)
      .where(and(eq(pageGroupings.deploymentIndexId, deploymentIndexId), eq(pageGroupings.code, grouping.code)));
    if (!row) throw new Error(`The page grouping ${grouping.code} was not stored.`);
    const stored = await tx.select({ code: pages.code }).from(pages).where(eq(pages.pageGroupingId, row.id));
    const storedCodes = new Set(stored.map((page) => page.code));
    const missing = grouping.pages
      .map((page, position) => ({ ...page, pageGroupingId: row.id, order: position + 1 }))
      .filter((page) => !storedCodes.has(page.code));
    if (missing.length > 0) await tx.insert(pages).values(missing);
    // Demo menus seeded before the BI dashboards had their route pointed at /dashboards, which is no page.
    await tx
      .update(pages)
      .set({ path: '/bidashboards' })
      .where(and(eq(pages.pageGroupingId, row.id), eq(pages.code, 'biDashboards'), eq(pages.path, '/dashboards')));
  }
}

async function ensureUsersAndMemberships(
  tx: Transaction,
  siteIds: Map<string, number>,
  roleIds: Map<DemoSiteRole, number>,
) {
  await tx
    .insert(users)
    .values(
      demoAccounts.map((account) => ({
        email: account.email,
        givenName: account.givenName,
        lastName: account.familyName,
        name: `${account.givenName} ${account.familyName}`,
        isAdministrator: account.isAdministrator ?? false,
      })),
    )
    .onConflictDoNothing({ target: users.email });
  const stored = await tx
    .select({ userId: users.userId, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((account) => account.email),
      ),
    );
  const userIds = new Map(stored.map((row) => [row.email, row.userId]));

  for (const [siteName, deploymentIndexId] of siteIds) {
    for (const [role, name] of Object.entries(demoUserGroupNames) as [DemoSiteRole, string][]) {
      const roleId = roleIds.get(role);
      if (roleId === undefined) continue;
      await tx
        .insert(userGroups)
        .values({ name: `${siteName} ${name.toLowerCase()}`, deploymentIndexId, roleId })
        .onConflictDoNothing({ target: [userGroups.deploymentIndexId, userGroups.name] });
    }
  }
  const groups = await tx
    .select({
      userGroupId: userGroups.userGroupId,
      deploymentIndexId: userGroups.deploymentIndexId,
      roleId: userGroups.roleId,
    })
    .from(userGroups)
    .where(inArray(userGroups.deploymentIndexId, [...siteIds.values()]));

  const members = demoAccounts.flatMap((account) =>
    account.memberships.map((membership) => {
      const group = groups.find(
        (candidate) =>
          candidate.deploymentIndexId === siteIds.get(membership.site) &&
          candidate.roleId === roleIds.get(membership.role),
      );
      const userId = userIds.get(account.email);
      if (!group || userId === undefined)
        throw new Error(`No demo user group for ${account.email} on ${membership.site}.`);
      return { userGroupId: group.userGroupId, userId };
    }),
  );
  if (members.length > 0) await tx.insert(userGroupMembers).values(members).onConflictDoNothing();
}
