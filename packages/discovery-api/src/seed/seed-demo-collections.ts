import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { hashToken } from '../links/capability-links.js';
import type { Database } from '../db/database.js';
import {
  assets,
  collectionAssets,
  collectionFeaturedIndexes,
  collectionPins,
  collections,
  capabilityLinks,
  collectionStars,
  collectionUserGroups,
  collectionUsers,
  deploymentIndexes,
  groupCollections,
  groupFeaturedIndexes,
  groupPins,
  groups,
  groupStars,
  groupUsers,
  quickLinks,
  quickLinkValues,
  themes,
  userGroups,
  users,
} from '../db/schema/index.js';
import type { DemoSiteName } from '../identity/demo-accounts.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type CollectionRole = 'collectionOwner' | 'collectionEditor' | 'collectionViewer';
type GroupRole = 'groupOwner' | 'groupEditor' | 'groupViewer';

const demo = (name: string) => `${name}@demo.portal`;

interface DemoCollection {
  name: string;
  description: string;
  creator: string;
  isConfidential: boolean;
  members: readonly { email: string; role: CollectionRole }[];
  /** Site user groups (by the suffix of their name, e.g. 'viewers') given access. */
  userGroups?: readonly string[];
  /** How many of the site's public demo assets it holds, from which position of the library, and how many pinned. */
  assets: { from: number; count: number; pinned: number };
  themeColor: string;
  featuredBy?: boolean;
  pinnedBy?: readonly string[];
  starredBy?: readonly string[];
  quickLinks?: readonly { name: string; value: string }[];
  /** A share link its creator made, valid for these days. */
  shareLinkDays?: number;
}

interface DemoGroup {
  name: string;
  description: string;
  creator: string;
  isConfidential: boolean;
  members: readonly { email: string; role: GroupRole }[];
  collections: readonly string[];
  themeColor: string;
  featuredBy?: boolean;
  pinnedBy?: readonly string[];
  starredBy?: readonly string[];
}

/**
 * The demo collections and groups of Northwind Discovery: every role (owner, editor, viewer, a user group's
 * access), public and confidential ones, themes, quick links, pinned assets, featured, pinned and starred ones, so
 * every list of the collections remote shows something real on first start. Who sees what, as sofia.rossi (site
 * viewer): 'Retail launch case studies' as editor, 'Pitch credentials 2026' through the site's Members user group,
 * 'Brand inspiration' as its creator (with a 30-day share link); mia.johansson's 'Awards entries draft' stays hidden from everyone else.
 */
const NORTHWIND: { site: DemoSiteName; collections: DemoCollection[]; groups: DemoGroup[] } = {
  site: 'Northwind Discovery',
  collections: [
    {
      name: 'Retail launch case studies',
      description: 'Case studies and credentials from retail launches, for pitch teams.',
      creator: demo('liam.chen'),
      isConfidential: false,
      members: [
        { email: demo('sofia.rossi'), role: 'collectionEditor' },
        { email: demo('lucas.silva'), role: 'collectionViewer' },
      ],
      assets: { from: 0, count: 8, pinned: 2 },
      themeColor: '#1f6feb',
      featuredBy: true,
      pinnedBy: [demo('liam.chen'), demo('sofia.rossi')],
      starredBy: [demo('sofia.rossi')],
      quickLinks: [
        { name: 'Search case studies', value: '/search?q=case%20study' },
        { name: 'Upload guidelines', value: '/content' },
      ],
    },
    {
      name: 'Pitch credentials 2026',
      description: 'Confidential credentials for this year’s pitches.',
      creator: demo('ava.morgan'),
      isConfidential: true,
      members: [{ email: demo('liam.chen'), role: 'collectionEditor' }],
      userGroups: ['members'],
      assets: { from: 8, count: 6, pinned: 1 },
      themeColor: '#8250df',
      starredBy: [demo('ava.morgan'), demo('liam.chen')],
    },
    {
      name: 'Brand inspiration',
      description: 'Images and videos the brand team keeps coming back to.',
      creator: demo('sofia.rossi'),
      isConfidential: false,
      members: [{ email: demo('mia.johansson'), role: 'collectionViewer' }],
      assets: { from: 14, count: 10, pinned: 1 },
      themeColor: '#bf3989',
      featuredBy: true,
      pinnedBy: [demo('sofia.rossi')],
      shareLinkDays: 30,
    },
    {
      name: 'Awards entries draft',
      description: 'Work in progress for the awards season (confidential, owner only).',
      creator: demo('mia.johansson'),
      isConfidential: true,
      members: [],
      assets: { from: 24, count: 4, pinned: 0 },
      themeColor: '#9a6700',
    },
  ],
  groups: [
    {
      name: 'Client pitches',
      description: 'Everything the pitch teams share: case studies and credentials.',
      creator: demo('liam.chen'),
      isConfidential: true,
      members: [
        { email: demo('sofia.rossi'), role: 'groupEditor' },
        { email: demo('lucas.silva'), role: 'groupViewer' },
      ],
      collections: ['Retail launch case studies', 'Pitch credentials 2026'],
      themeColor: '#0969da',
      featuredBy: true,
      pinnedBy: [demo('liam.chen')],
      starredBy: [demo('sofia.rossi')],
    },
    {
      name: 'Creative library',
      description: 'Inspiration for every creative team of the site.',
      creator: demo('ava.morgan'),
      isConfidential: false,
      members: [{ email: demo('sofia.rossi'), role: 'groupViewer' }],
      collections: ['Brand inspiration'],
      themeColor: '#cf222e',
      pinnedBy: [demo('sofia.rossi')],
    },
  ],
};

/**
 * Seeds the demo collections and groups once: a collection or group already there (looked up by site and name) is
 * left as it is, so users' changes survive restarts. Runs after the demo library has stored its assets (their rows
 * exist even before indexing ends); without the library the collections are made empty.
 */
export async function seedDemoCollections(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [site] = await tx
      .select({ id: deploymentIndexes.deploymentIndexId })
      .from(deploymentIndexes)
      .where(eq(deploymentIndexes.name, NORTHWIND.site));
    if (!site) return;
    const userIds = await demoUserIds(tx);
    const siteAssets = await tx
      .select({ assetId: assets.assetId })
      .from(assets)
      .where(and(eq(assets.deploymentIndexId, site.id), eq(assets.assetVisibility, 'Public')))
      .orderBy(asc(assets.assetId));
    const collectionIds = new Map<string, number>();
    for (const demoCollection of NORTHWIND.collections) {
      collectionIds.set(
        demoCollection.name,
        await ensureCollection(
          tx,
          site.id,
          demoCollection,
          userIds,
          siteAssets.map((row) => row.assetId),
        ),
      );
    }
    for (const demoGroup of NORTHWIND.groups) await ensureGroup(tx, site.id, demoGroup, userIds, collectionIds);
  });
}

async function demoUserIds(tx: Transaction): Promise<Map<string, number>> {
  const rows = await tx
    .select({ userId: users.userId, email: users.email })
    .from(users)
    .where(inArray(users.email, ['liam.chen', 'sofia.rossi', 'lucas.silva', 'ava.morgan', 'mia.johansson'].map(demo)));
  return new Map(rows.map((row) => [row.email, row.userId]));
}

function idOf(userIds: Map<string, number>, email: string): number {
  const id = userIds.get(email);
  if (id === undefined) throw new Error(`The demo user ${email} is missing; seed the demo deployments first.`);
  return id;
}

async function ensureCollection(
  tx: Transaction,
  siteId: number,
  item: DemoCollection,
  userIds: Map<string, number>,
  assetIds: number[],
): Promise<number> {
  const [existing] = await tx
    .select({ id: collections.collectionId })
    .from(collections)
    .where(and(eq(collections.deploymentIndexId, siteId), eq(collections.name, item.name)));
  if (existing) return existing.id;
  const [created] = await tx
    .insert(collections)
    .values({
      name: item.name,
      description: item.description,
      isConfidential: item.isConfidential,
      createdByUserId: idOf(userIds, item.creator),
      deploymentIndexId: siteId,
    })
    .returning({ id: collections.collectionId });
  if (!created) throw new Error(`Creating the demo collection ${item.name} returned no row.`);
  const id = created.id;
  await tx.insert(collectionUsers).values([
    { collectionId: id, userId: idOf(userIds, item.creator), roleCode: 'collectionOwner' as const },
    ...item.members.map((member) => ({
      collectionId: id,
      userId: idOf(userIds, member.email),
      roleCode: member.role,
    })),
  ]);
  if (item.userGroups?.length) {
    const siteGroups = await tx
      .select({ userGroupId: userGroups.userGroupId, name: userGroups.name })
      .from(userGroups)
      .where(eq(userGroups.deploymentIndexId, siteId));
    const chosen = siteGroups.filter((group) => item.userGroups!.some((suffix) => group.name.endsWith(` ${suffix}`)));
    if (chosen.length > 0)
      await tx
        .insert(collectionUserGroups)
        .values(chosen.map((group) => ({ collectionId: id, userGroupId: group.userGroupId })));
  }
  const held = assetIds.slice(item.assets.from, item.assets.from + item.assets.count);
  if (held.length > 0)
    await tx
      .insert(collectionAssets)
      .values(held.map((assetId, position) => ({ collectionId: id, assetId, pinned: position < item.assets.pinned })));
  await tx.insert(themes).values({ entityType: 'collection', entityId: id, themeColor: item.themeColor });
  if (item.featuredBy)
    await tx.insert(collectionFeaturedIndexes).values({ collectionId: id, deploymentIndexId: siteId });
  for (const email of item.pinnedBy ?? [])
    await tx.insert(collectionPins).values({ collectionId: id, userId: idOf(userIds, email) });
  for (const email of item.starredBy ?? [])
    await tx.insert(collectionStars).values({ collectionId: id, userId: idOf(userIds, email) });
  if (item.shareLinkDays)
    // A link whose token nobody holds: the owners' list shows one, as a collection shared a while ago would.
    await tx.insert(capabilityLinks).values({
      purpose: 'collectionShare',
      collectionId: id,
      tokenHash: hashToken(randomBytes(32).toString('base64url')),
      createdByUserId: idOf(userIds, item.creator),
      expires: new Date(Date.now() + item.shareLinkDays * 86_400_000),
    });
  if (item.quickLinks?.length) {
    const [list] = await tx
      .insert(quickLinks)
      .values({ entityType: 'collection', entityId: id, name: 'Quick links', order: 1 })
      .returning({ id: quickLinks.quickLinkId });
    if (list)
      await tx
        .insert(quickLinkValues)
        .values(item.quickLinks.map((link, order) => ({ quickLinkId: list.id, ...link, order: order + 1 })));
  }
  return id;
}

async function ensureGroup(
  tx: Transaction,
  siteId: number,
  item: DemoGroup,
  userIds: Map<string, number>,
  collectionIds: Map<string, number>,
): Promise<void> {
  const [existing] = await tx
    .select({ id: groups.groupId })
    .from(groups)
    .where(and(eq(groups.deploymentIndexId, siteId), eq(groups.name, item.name)));
  if (existing) return;
  const creatorId = idOf(userIds, item.creator);
  const [created] = await tx
    .insert(groups)
    .values({
      name: item.name,
      description: item.description,
      isConfidential: item.isConfidential,
      createdByUserId: creatorId,
      updatedByUserId: creatorId,
      deploymentIndexId: siteId,
    })
    .returning({ id: groups.groupId });
  if (!created) throw new Error(`Creating the demo group ${item.name} returned no row.`);
  const id = created.id;
  await tx
    .insert(groupUsers)
    .values([
      { groupId: id, userId: creatorId, roleCode: 'groupOwner' as const },
      ...item.members.map((member) => ({ groupId: id, userId: idOf(userIds, member.email), roleCode: member.role })),
    ]);
  const held = item.collections.flatMap((name) => collectionIds.get(name) ?? []);
  if (held.length > 0)
    await tx.insert(groupCollections).values(held.map((collectionId) => ({ groupId: id, collectionId })));
  await tx.insert(themes).values({ entityType: 'group', entityId: id, themeColor: item.themeColor });
  if (item.featuredBy) await tx.insert(groupFeaturedIndexes).values({ groupId: id, deploymentIndexId: siteId });
  for (const email of item.pinnedBy ?? [])
    await tx.insert(groupPins).values({ groupId: id, userId: idOf(userIds, email) });
  for (const email of item.starredBy ?? [])
    await tx.insert(groupStars).values({ groupId: id, userId: idOf(userIds, email) });
}
