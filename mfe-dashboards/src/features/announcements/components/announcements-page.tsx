import { useState } from 'react';
import { Alert, Button, Empty, Modal, Pagination, Skeleton, Space, Tag, theme } from 'antd';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import { isAllowed, PAGE_SIZES, type Announcement } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import { TitledPage, usePageTitle, LoadFailure } from '@portal/ui';
import {
  useDeleteAnnouncementMutation,
  useGetAnnouncementQuery,
  useGetAnnouncementsQuery,
  useUpdateAnnouncementMutation,
} from '../api/announcements-api';
import { announcementIdOf, blurbOf } from '../state/announcement-blurb';
import { AnnouncementBody } from './announcement-body';
import { AnnouncementEditor } from './announcement-editor';
import { announcementDate, AnnouncementList } from './announcement-list';

const TITLE = 'Announcements';

function useWriter() {
  return isAllowed(useStream(usePlatform().permissions$), 'editDeploymentIndex');
}

/** The list (`.../announcements`): newest first, pinned on top, 30 a page; writers also see drafts and write new ones. */
function AnnouncementsList({ siteId }: { siteId: number }) {
  const writer = useWriter();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useGetAnnouncementsQuery({ siteId, page });
  const [writing, setWriting] = useState(false);

  return (
    <TitledPage title={TITLE}>
      <Space orientation="vertical" size={16} style={{ width: '100%', maxWidth: 880 }}>
        {writer && (
          <Button type="primary" onClick={() => setWriting(true)}>
            New announcement
          </Button>
        )}
        {list.error ? (
          <LoadFailure
            title="The announcements could not be loaded."
            reason={errorMessage(list.error)}
            onRetry={() => void list.refetch()}
          />
        ) : !list.data ? (
          <Skeleton active aria-busy="true" />
        ) : list.data.rows.length === 0 ? (
          <Empty
            description={
              writer
                ? 'No announcements yet. Write the first one: it shows on home for everyone on the site.'
                : 'No announcements yet. News from the site team will appear here.'
            }
          />
        ) : (
          <>
            {list.data.unreadCount > 0 && (
              <span role="status">
                {list.data.unreadCount} unread announcement{list.data.unreadCount === 1 ? '' : 's'}
              </span>
            )}
            <AnnouncementList items={list.data.rows} siteId={siteId} headingLevel={3} />
            {list.data.count > PAGE_SIZES.lists && (
              <Pagination
                current={page}
                pageSize={PAGE_SIZES.lists}
                total={list.data.count}
                showSizeChanger={false}
                onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
              />
            )}
          </>
        )}
      </Space>
      {writer && (
        <AnnouncementEditor
          siteId={siteId}
          editing={null}
          open={writing}
          onClose={() => setWriting(false)}
          onSaved={(saved) => {
            setWriting(false);
            navigate(`/sites/${siteId}/announcements/${blurbOf(saved)}`);
          }}
        />
      )}
    </TitledPage>
  );
}

/** The writers' actions on one announcement: edit, publish or unpublish, delete (asked first). */
function WriterActions({ siteId, announcement }: { siteId: number; announcement: Announcement }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [update, updating] = useUpdateAnnouncementMutation();
  const [remove] = useDeleteAnnouncementMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const published = announcement.status === 'published';
  const act = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <>
      <Space wrap>
        <Button onClick={() => setEditing(true)}>Edit</Button>
        <Button
          loading={updating.isLoading}
          onClick={() =>
            void act(() =>
              update({
                id: announcement.announcementId,
                siteId,
                status: published ? 'draft' : 'published',
              }).unwrap(),
            )
          }
        >
          {published ? 'Unpublish' : 'Publish'}
        </Button>
        <Button
          danger
          onClick={() =>
            Modal.confirm({
              title: 'Delete this announcement?',
              content: 'It disappears for everyone on the site. This cannot be undone.',
              okText: 'Delete',
              okButtonProps: { danger: true },
              onOk: () =>
                act(async () => {
                  await remove({ id: announcement.announcementId, siteId }).unwrap();
                  navigate(`/sites/${siteId}/announcements`);
                }),
            })
          }
        >
          Delete
        </Button>
      </Space>
      {failure && <Alert type="error" showIcon title="That did not work." description={failure} />}
      <AnnouncementEditor
        siteId={siteId}
        editing={announcement}
        open={editing}
        onClose={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
    </>
  );
}

/** One announcement (`.../announcements/:blurb`): opening it marks it read. */
function AnnouncementDetail({ siteId, id }: { siteId: number; id: number }) {
  const { token } = theme.useToken();
  const writer = useWriter();
  const announcement = useGetAnnouncementQuery(id);
  usePageTitle(announcement.data ? `${announcement.data.title} - ${TITLE}` : TITLE);
  const back = <Link to={`/sites/${siteId}/announcements`}>← All announcements</Link>;

  if (announcement.error)
    return (
      <section style={{ padding: '24px clamp(16px, 4vw, 32px)', display: 'grid', gap: 16 }}>
        {back}
        <Alert
          type="error"
          showIcon
          title="This announcement cannot be shown."
          description={errorMessage(announcement.error)}
        />
      </section>
    );
  if (!announcement.data) return <Skeleton active style={{ padding: 24 }} aria-busy="true" />;
  const item = announcement.data;
  return (
    <article
      aria-labelledby="announcement-title"
      style={{ padding: '24px clamp(16px, 4vw, 32px)', display: 'grid', gap: 16, maxWidth: 880 }}
    >
      {back}
      <header style={{ display: 'grid', gap: 6 }}>
        <h2 id="announcement-title" style={{ margin: 0, fontSize: token.fontSizeHeading2, fontWeight: 600 }}>
          {item.title}
        </h2>
        <span style={{ color: token.colorTextSecondary }}>
          {[announcementDate(item), item.author].filter(Boolean).join(' · ')}
          {item.status === 'draft' && (
            <Tag color="gold" style={{ marginLeft: 8 }}>
              Draft
            </Tag>
          )}
        </span>
      </header>
      {writer && <WriterActions siteId={siteId} announcement={item} />}
      {item.summary && <p style={{ margin: 0, fontSize: 17, lineHeight: 1.5 }}>{item.summary}</p>}
      <AnnouncementBody body={item.body} />
    </article>
  );
}

/**
 * Announcements (spec §2.1 `/sites/:indexId/announcements` with child `:blurb?`): the site's list, or one
 * announcement when the address names it. The site is the one in the address.
 */
export function AnnouncementsPage() {
  const { indexId, blurb } = useParams();
  const siteId = Number(indexId);
  if (!Number.isSafeInteger(siteId) || siteId < 1) return <TitledPage title={TITLE} />;
  if (blurb === undefined) return <AnnouncementsList siteId={siteId} />;
  const id = announcementIdOf(blurb);
  if (id === null)
    return (
      <TitledPage title={TITLE}>
        <Alert type="warning" showIcon title="There is no such announcement." />
      </TitledPage>
    );
  return <AnnouncementDetail siteId={siteId} id={id} />;
}
