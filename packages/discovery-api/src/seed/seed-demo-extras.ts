import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { LOCAL_AI_ENDPOINT_URL } from '../ai/ai-configuration.js';
import {
  aiDeployments,
  aiDeploymentTypes,
  aiEndpoints,
  deploymentIndexes,
  localPages,
  notifications,
  pageActions,
  pageGroupings,
  pages,
  systemMessages,
  users,
} from '../db/schema/index.js';

/** Demo notifications per account (newest last); each is created once, matched by user and title. */
const demoNotifications: readonly { email: string; title: string; message: string; subject: string; read?: boolean }[] =
  [
    {
      email: 'sofia.rossi@demo.portal',
      title: 'Welcome to Northwind Discovery',
      message: 'Search case studies, credentials and dashboards from across the group.',
      subject: 'Welcome',
      read: true,
    },
    {
      email: 'sofia.rossi@demo.portal',
      title: 'New content in Northwind Discovery',
      message: 'Three case studies were added this week.',
      subject: 'New content',
    },
    {
      email: 'sofia.rossi@demo.portal',
      title: 'Your access request was received',
      message: 'A site administrator will review it shortly.',
      subject: 'Access request',
    },
    {
      email: 'mia.johansson@demo.portal',
      title: 'The retrieval assistant is available',
      message: 'Ask questions across the documents of Northwind Discovery.',
      subject: 'AI',
    },
    {
      email: 'noah.patel@demo.portal',
      title: 'Scheduled maintenance planned',
      message: 'Maintenance windows appear on the maintenance screen when one is scheduled.',
      subject: 'Maintenance',
    },
  ];

/** The site that shows the demo banner and holds the demo AI deployments (the AI user's site). */
const DEMO_SITE = 'Northwind Discovery';

/** Demo notifications and the banner message of one site. Idempotent. */
export async function seedDemoExtras(db: Database): Promise<void> {
  const emails = [...new Set(demoNotifications.map((item) => item.email))];
  const stored = await db
    .select({ userId: users.userId, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const userIds = new Map(stored.map((row) => [row.email, row.userId]));
  for (const item of demoNotifications) {
    const userId = userIds.get(item.email);
    if (userId === undefined) continue;
    const [existing] = await db
      .select({ id: notifications.notificationId })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.title, item.title)));
    if (!existing)
      await db
        .insert(notifications)
        .values({ userId, title: item.title, message: item.message, subject: item.subject, read: item.read ?? false });
  }

  await seedLocalPagesAndActions(db);

  const [site] = await db
    .select({ id: deploymentIndexes.deploymentIndexId })
    .from(deploymentIndexes)
    .where(eq(deploymentIndexes.name, DEMO_SITE));
  if (!site) return;
  const topic = 'New search experience';
  const [banner] = await db
    .select({ id: systemMessages.systemMessageId })
    .from(systemMessages)
    .where(and(eq(systemMessages.deploymentIndexId, site.id), eq(systemMessages.topic, topic)));
  if (!banner) {
    await db.insert(systemMessages).values({
      deploymentIndexId: site.id,
      topic,
      message: 'Semantic search is now available on Northwind Discovery. Switch modes next to the search box.',
      buttonLabel: 'Learn more',
      buttonLink: '/search',
      icon: 'campaign',
    });
  }
  // No maintenance window by default: /api/maintenanceWindow answers 204 until one is scheduled.
}

/**
 * A 'rag' and an 'openai' deployment on the AI user's site, sharing one endpoint: the portal's own local extractive
 * assistant (no keys, no network), which a site administrator may point at Azure OpenAI or any OpenAI-compatible
 * server in GPT configuration. Idempotent.
 */
export async function seedDemoAiDeployments(db: Database): Promise<void> {
  const [site] = await db
    .select({ id: deploymentIndexes.deploymentIndexId })
    .from(deploymentIndexes)
    .where(eq(deploymentIndexes.name, DEMO_SITE));
  if (!site) return;
  const types = await db
    .select()
    .from(aiDeploymentTypes)
    .where(inArray(aiDeploymentTypes.code, ['rag', 'openai']));
  const existing = await db
    .select({ typeId: aiDeployments.aiDeploymentTypeId, endpointId: aiDeployments.aiEndpointId })
    .from(aiDeployments)
    .where(eq(aiDeployments.deploymentIndexId, site.id));
  const missing = types.filter((type) => !existing.some((row) => row.typeId === type.aiDeploymentTypeId));
  if (missing.length === 0) return;
  await db.transaction(async (tx) => {
    let endpointId = existing[0]?.endpointId;
    if (endpointId === undefined) {
      const [endpoint] = await tx
        .insert(aiEndpoints)
        .values({ provider: 'local', endpointUrl: LOCAL_AI_ENDPOINT_URL })
        .returning({ id: aiEndpoints.aiEndpointId });
      if (!endpoint) throw new Error('Creating the demo AI endpoint returned no row.');
      endpointId = endpoint.id;
    }
    for (const type of missing) {
      await tx
        .insert(aiDeployments)
        .values({
          deploymentName: type.code === 'rag' ? 'northwind-retrieval' : 'northwind-assistant',
          aiDeploymentTypeId: type.aiDeploymentTypeId,
          deploymentIndexId: site.id,
          aiEndpointId: endpointId,
        })
        .onConflictDoNothing();
    }
  });
}

/** Pages every demo site serves from the portal itself (navigationItems/{indexId}/localPages). */
const demoLocalPages = [
  { name: 'Home', path: '/', code: 'home', iconValue: 'home' },
  { name: 'Content page', path: '/asset/:docId', code: 'assetDetail', iconValue: 'description' },
  { name: 'Upload', path: '/upload', code: 'upload', iconValue: 'upload' },
  { name: 'Notifications', path: '/notifications', code: 'notifications', iconValue: 'notifications' },
] as const;

/** The actions of the search page, with the action bit flags of spec §9. */
const demoSearchActions = [
  { name: 'Like', code: 'like', actionFlag: 2, hasToggle: true, iconValue: 'thumb_up' },
  { name: 'Share', code: 'share', actionFlag: 4, hasToggle: false, iconValue: 'share' },
  { name: 'Add to collection', code: 'addToCollection', actionFlag: 8, hasToggle: false, iconValue: 'library_add' },
  { name: 'Full screen', code: 'fullscreen', actionFlag: 16, hasToggle: true, iconValue: 'fullscreen' },
  { name: 'Download', code: 'download', actionFlag: 32, hasToggle: false, iconValue: 'download' },
  { name: 'Analyze', code: 'analyze', actionFlag: 64, hasToggle: false, iconValue: 'insights' },
  { name: 'Interact', code: 'interact', actionFlag: 128, hasToggle: false, iconValue: 'forum' },
] as const;

async function seedLocalPagesAndActions(db: Database): Promise<void> {
  const sites = await db.select({ id: deploymentIndexes.deploymentIndexId }).from(deploymentIndexes);
  for (const site of sites) {
    await db
      .insert(localPages)
      .values(demoLocalPages.map((page, position) => ({ ...page, deploymentIndexId: site.id, order: position + 1 })))
      .onConflictDoNothing({ target: [localPages.deploymentIndexId, localPages.code] });
  }
  const searchPages = await db
    .select({ pageId: pages.pageId })
    .from(pages)
    .innerJoin(pageGroupings, eq(pageGroupings.pageGroupingId, pages.pageGroupingId))
    .where(eq(pages.code, 'search'));
  for (const page of searchPages) {
    await db
      .insert(pageActions)
      .values(demoSearchActions.map((action) => ({ ...action, pageId: page.pageId })))
      .onConflictDoNothing({ target: [pageActions.pageId, pageActions.code] });
  }
}
