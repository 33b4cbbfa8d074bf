import { Link } from 'react-router-dom';
import { isAllowed } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import { useGetAnnouncementsQuery } from '../api/announcements-api';
import { AnnouncementList } from './announcement-list';

/** How many announcements home shows. */
const ON_HOME = 3;

/** The announcements home reads for a site (also started ahead by app/prefetch-home.ts). */
export const homeAnnouncementsArgs = (siteId: number) => ({ siteId, rowsPerPage: ON_HOME });

/**
 * The site's latest announcements on home, with the number the user has not read yet; each opens its page. Hidden
 * when there are none (writers get a way to write the first) or when they cannot be loaded: home stays usable.
 */
export function HomeAnnouncements() {
  const platform = usePlatform();
  const site = useStream(platform.site$);
  const writer = isAllowed(useStream(platform.permissions$), 'editDeploymentIndex');
  const siteId = site?.site.deploymentIndexId ?? 0;
  const list = useGetAnnouncementsQuery(homeAnnouncementsArgs(siteId), { skip: !siteId });
  if (!list.data) return null;
  const published = list.data.rows.filter((item) => item.status === 'published');
  if (published.length === 0 && !writer) return null;
  const all = `/sites/${siteId}/announcements`;
  return (
    <section aria-labelledby="home-announcements" style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <h2 id="home-announcements" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          Announcements
        </h2>
        {list.data.unreadCount > 0 && (
          <span
            aria-label={`${list.data.unreadCount} unread announcements`}
            style={{
              padding: '0 8px',
              borderRadius: 10,
              fontSize: 12,
              lineHeight: '20px',
              color: '#fff',
              background: '#0958d9', // antd's blue 7: white text on it passes 4.5:1 whatever the site's colours
            }}
          >
            {list.data.unreadCount} unread
          </span>
        )}
        <Link to={all}>All announcements</Link>
      </div>
      {published.length === 0 ? (
        <p style={{ margin: 0 }}>
          No announcements yet. <Link to={all}>Write the first one</Link> to tell everyone on the site what is new.
        </p>
      ) : (
        <AnnouncementList items={published} siteId={siteId} />
      )}
    </section>
  );
}
