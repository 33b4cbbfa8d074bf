import { Tag, theme } from 'antd';
import { Link } from 'react-router-dom';
import type { AnnouncementListItem } from '@portal/contracts';
import { blurbOf } from '../state/announcement-blurb';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/** When an announcement was published, or that it is a draft. */
export const announcementDate = (item: Pick<AnnouncementListItem, 'publishedAt' | 'updated'>) =>
  item.publishedAt
    ? dateFormat.format(new Date(item.publishedAt))
    : `Draft, changed ${dateFormat.format(new Date(item.updated))}`;

/**
 * Announcements as a list: each title opens it, with its summary, date and author; an unread one is marked (a dot
 * and "Unread" for screen readers), pinned and draft ones are tagged.
 */
export function AnnouncementList({
  items,
  siteId,
  headingLevel = 3,
}: {
  items: AnnouncementListItem[];
  siteId: number;
  headingLevel?: 2 | 3;
}) {
  const { token } = theme.useToken();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {items.map((item) => (
        <li
          key={item.announcementId}
          style={{
            display: 'grid',
            gap: 4,
            padding: '12px 16px',
            borderRadius: token.borderRadiusLG,
            border: `1px solid ${token.colorBorderSecondary}`,
            background: token.colorBgContainer,
            borderLeft: `4px solid ${item.read ? token.colorBorderSecondary : token.colorPrimary}`,
          }}
        >
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
            <Heading style={{ margin: 0, fontSize: 16, fontWeight: item.read ? 500 : 700 }}>
              <Link to={`/sites/${siteId}/announcements/${blurbOf(item)}`}>{item.title}</Link>
            </Heading>
            {!item.read && item.status === 'published' && <Tag color="blue">Unread</Tag>}
            {item.pinned && <Tag>Pinned</Tag>}
            {item.status === 'draft' && <Tag color="gold">Draft</Tag>}
          </div>
          {item.summary && <p style={{ margin: 0, color: token.colorText }}>{item.summary}</p>}
          <span style={{ fontSize: 13, color: token.colorTextSecondary }}>
            {[announcementDate(item), item.author].filter(Boolean).join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
