import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { announcementReads, announcements, deploymentIndexes, users } from '../db/schema/index.js';
import { demoAccounts, type DemoSiteName } from '../identity/demo-accounts.js';

const DAY = 24 * 60 * 60 * 1000;

interface DemoAnnouncement {
  title: string;
  summary: string;
  body: string;
  /** Published this many days before the seeding; undefined for a draft. */
  daysAgo?: number;
  pinned?: boolean;
  /** Read by every demo user of the site (the older news), so the home badge counts only the recent ones. */
  readByAll?: boolean;
}

/** Who writes each demo site's announcements: an administrator or editor of that site. */
const WRITERS: Readonly<Record<DemoSiteName, string>> = {
  'Northwind Discovery': 'ava.morgan@demo.portal',
  'Northwind Awards': 'ava.morgan@demo.portal',
  'Meridian Insights': 'emma.dubois@demo.portal',
  'Meridian Creative': 'chloe.martin@demo.portal',
};

const DEMO_ANNOUNCEMENTS: Readonly<Record<DemoSiteName, readonly DemoAnnouncement[]>> = {
  'Northwind Discovery': [
    {
      title: 'How to find the right case study in seconds',
      summary: 'Semantic search, filters and collections: a two-minute guide to Northwind Discovery.',
      body: [
        'Northwind Discovery holds case studies, credentials and dashboards from every agency of the group.',
        '',
        '## Three habits that save time',
        '',
        '1. **Ask in your own words.** Switch to *Semantic Query* next to the search box and type the question a client asked you.',
        '2. **Narrow with filters.** Client, region and capability filters sit on the left of the results.',
        '3. **Keep what you find.** Add assets to a collection and share it with your pitch team.',
        '',
        'Questions? Use *Need help?* in your profile menu.',
      ].join('\n'),
      daysAgo: 3,
      pinned: true,
    },
    {
      title: 'Twelve new retail launch case studies',
      summary: 'Results from Brightline Retail and Globex Foods launches across Europe and North America.',
      body: 'The retail practice added twelve case studies this month, each with its results in figures and the team to contact. Find them under the Case Study content type, or in the collection "Retail launch case studies".',
      daysAgo: 9,
    },
    {
      title: 'Dashboards now open inside the portal',
      summary: 'Engagement and search dashboards are embedded on the content page: no separate sign-in.',
      body: 'Dashboard assets now open in the portal itself. If a dashboard asks for access, use the Dashboard Access Request form: the dashboard owners review requests every week.',
      daysAgo: 34,
      readByAll: true,
    },
    {
      title: 'Upcoming: quarterly credentials refresh',
      summary: 'Uploaders, please review the credentials you own before the end of the quarter.',
      body: 'Draft: the reminder goes out two weeks before the quarter closes, with the list of credentials older than a year.',
    },
  ],
  'Northwind Awards': [
    {
      title: 'Cannes Lions entries: submission window is open',
      summary: 'Entries are due in four weeks. Start from last year’s winning case films in the library.',
      body: 'The awards team reviews every draft entry before submission. Upload your case film and board to Northwind Awards and tag them with the award category you are entering.',
      daysAgo: 5,
      pinned: true,
    },
    {
      title: 'Jury notes from last season are now searchable',
      summary: 'Notes from six juries, tagged by category, so you can see what won and why.',
      body: 'Jury notes are confidential to the awards site. Please do not share them outside the group.',
      daysAgo: 21,
      readByAll: true,
    },
  ],
  'Meridian Insights': [
    {
      title: 'Monthly measurement digest is out',
      summary: 'Brand lift and incrementality results from this month’s campaigns, in one report.',
      body: 'The digest covers eleven campaigns this month. The marketing mix modelling refresh lands next week; the dashboards update overnight.',
      daysAgo: 2,
    },
    {
      title: 'New: first-party data playbook',
      summary: 'Consent management, clean rooms and loyalty data: the practices that worked for our clients.',
      body: 'The playbook is a living document. Suggest additions with the *Suggest A Tag* form or contact the insights team.',
      daysAgo: 27,
      readByAll: true,
    },
  ],
  'Meridian Creative': [
    {
      title: 'Creative library spring clean',
      summary: 'Assets without a client or a usage licence will be archived at the end of the month.',
      body: 'Please check the images and videos you uploaded: add the client and the usage guidelines, or ask us to archive them.',
      daysAgo: 6,
      pinned: true,
    },
    {
      title: 'Showreel 2026 is live',
      summary: 'The year’s best work across film, social and experiential, in one showreel.',
      body: 'Find the showreel and its credits under the Video content type.',
      daysAgo: 45,
      readByAll: true,
    },
  ],
};

/**
 * A few announcements on each demo site (published at days before `now`, one pinned, a draft on Northwind Discovery),
 * written by an administrator or editor of the site, the older ones already read by the site's demo users so that
 * the home page's unread count shows the recent news. Idempotent: a site that has any announcement gets none (so a
 * demo announcement someone deleted stays deleted). No notification is sent: the news is not new to anyone.
 */
export async function seedDemoAnnouncements(db: Database, now = new Date()): Promise<void> {
  const people = await db
    .select({ userId: users.userId, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((account) => account.email),
      ),
    );
  const userIdOf = new Map(people.map((person) => [person.email, person.userId]));
  for (const [siteName, items] of Object.entries(DEMO_ANNOUNCEMENTS) as [DemoSiteName, DemoAnnouncement[]][]) {
    const [site] = await db
      .select({ id: deploymentIndexes.deploymentIndexId })
      .from(deploymentIndexes)
      .where(eq(deploymentIndexes.name, siteName));
    if (!site) continue;
    const [existing] = await db
      .select({ count: count() })
      .from(announcements)
      .where(eq(announcements.deploymentIndexId, site.id));
    if (Number(existing?.count ?? 0) > 0) continue;
    const writerId = userIdOf.get(WRITERS[siteName]) ?? null;
    const readers = demoAccounts
      .filter((account) => account.memberships.some((membership) => membership.site === siteName))
      .map((account) => userIdOf.get(account.email))
      .filter((id): id is number => id !== undefined);
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(announcements)
        .values(
          items.map((item) => {
            const at = new Date(now.getTime() - (item.daysAgo ?? 1) * DAY);
            return {
              deploymentIndexId: site.id,
              title: item.title,
              summary: item.summary,
              body: item.body,
              status: item.daysAgo === undefined ? ('draft' as const) : ('published' as const),
              pinned: item.pinned ?? false,
              publishedAt: item.daysAgo === undefined ? null : at,
              createdByUserId: writerId,
              updatedByUserId: writerId,
              created: at,
              updated: at,
            };
          }),
        )
        .returning({ id: announcements.announcementId, title: announcements.title });
      const read = rows.filter((row) => items.find((item) => item.title === row.title)?.readByAll);
      const readRows = read.flatMap((row) => readers.map((userId) => ({ announcementId: row.id, userId })));
      // The writer has read everything they wrote.
      if (writerId !== null) readRows.push(...rows.map((row) => ({ announcementId: row.id, userId: writerId })));
      if (readRows.length > 0) await tx.insert(announcementReads).values(readRows).onConflictDoNothing();
    });
  }
}
