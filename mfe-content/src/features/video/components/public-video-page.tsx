import { useEffect, useRef, useState } from 'react';
import { Alert, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, type PortalQueryError } from '@portal/api-client';
import type { PublicVideo } from '@portal/contracts';
import { TitledPage } from '@portal/ui';
import { useGetPublicVideoQuery } from '../api/public-video-api';

/** A file URL this close to its end is treated as run out. */
const URL_MARGIN_MS = 15_000;

/** How the page writes the day a link stops working. */
export const linkEndText = (date: string) =>
  new Date(date).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });

/**
 * The player. The file's URL lasts 10 minutes: when it has run out (after a long pause, say) and the file stops
 * loading, the page asks for a fresh one and the video goes on from where it was. A file that fails while its URL is
 * still good cannot be played at all: asking again would only loop.
 */
function Player({ video, renew }: { video: PublicVideo; renew: () => void }) {
  const element = useRef<HTMLVideoElement>(null);
  const resumeAt = useRef(0);
  const [unplayable, setUnplayable] = useState(false);
  useEffect(() => {
    const player = element.current;
    if (!player || resumeAt.current === 0) return;
    const resume = () => {
      player.currentTime = resumeAt.current;
    };
    player.addEventListener('loadedmetadata', resume, { once: true });
    return () => player.removeEventListener('loadedmetadata', resume);
  }, [video.viewUrl]);
  if (unplayable) return <Alert type="error" showIcon title="This video cannot be played in this browser." />;
  return (
    <video
      ref={element}
      controls
      preload="metadata"
      src={video.viewUrl}
      aria-label={video.title}
      style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
      onError={() => {
        if (Date.now() < Date.parse(video.expiresOn) - URL_MARGIN_MS) {
          setUnplayable(true);
          return;
        }
        resumeAt.current = element.current?.currentTime ?? 0;
        renew();
      }}
    />
  );
}

function Refusal({ error }: { error: unknown }) {
  const status = (error as PortalQueryError).status;
  if (status === 404 || status === 410)
    return (
      <Alert
        type={status === 404 ? 'error' : 'warning'}
        showIcon
        title={status === 404 ? 'Link not found' : 'Link no longer available'}
        description={`${errorMessage(error)} Ask the person who shared it for a new link.`}
      />
    );
  return <Alert type="error" showIcon title="The video could not be loaded." description={errorMessage(error)} />;
}

/**
 * The public video player (`/video?v=<token>`, no sign-in): a video shared by link with people outside the portal.
 * The link's token is its only key — the page asks GET public/videos/{token} without any bearer token — and the
 * answer holds what is shown here and nothing else: title, description, the file's short-lived URL, and until when
 * the link works. A missing token, an unknown link (404) and one revoked or expired (410) each say so plainly.
 */
export function PublicVideoPage() {
  const [params] = useSearchParams();
  const token = params.get('v')?.trim() ?? '';
  const query = useGetPublicVideoQuery(token, { skip: !token, refetchOnMountOrArgChange: true });
  const video = query.data;
  return (
    <TitledPage title="Video">
      {!token ? (
        <Alert
          type="info"
          showIcon
          title="No video link"
          description="This address does not name a video. Open the full link you were given (it ends with ?v=…)."
        />
      ) : query.error ? (
        <Refusal error={query.error} />
      ) : !video ? (
        <p aria-busy="true">Loading the video…</p>
      ) : (
        <article aria-labelledby="public-video-title" style={{ display: 'grid', gap: 12, maxWidth: 960 }}>
          <Typography.Title level={3} id="public-video-title" style={{ margin: 0 }}>
            {video.title}
          </Typography.Title>
          <Player video={video} renew={() => void query.refetch()} />
          {video.description && <Typography.Paragraph>{video.description}</Typography.Paragraph>}
          <Typography.Text type="secondary">
            Shared from {video.sharedFrom} — anyone with this link can watch it until {linkEndText(video.linkExpiresOn)}
            .
          </Typography.Text>
        </article>
      )}
    </TitledPage>
  );
}
