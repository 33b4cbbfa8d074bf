import { useState, type ReactNode } from 'react';
import { Button, Space, theme } from 'antd';
import { useAuthorizedImage } from '@portal/api-client';
import { ACCESS_MESSAGES } from '@portal/contracts';
import type { SearchHit } from './search-hit';
import {
  VISIBILITY_DETERMINED,
  VISIBILITY_ERROR,
  VISIBILITY_UNDETERMINED,
  type AccessVisibility,
} from './access-visibility';
import { MarkedText } from './marked-text';

const DATE = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** Where a result opens: its content page on its site (spec §2.1 deep links). */
export function contentPath(siteId: number, docId: string): string {
  return `/sites/${siteId}/content/${encodeURIComponent(docId)}/home`;
}

/**
 * Access of a result (spec §4): its visibility (access-visibility.ts; a hit without one was listed with its access,
 * so it is determined), whether the user may open it, whether it may be selected, and whether it is confidential.
 * Only a determined refusal makes a result not accessible: pending or unknown, its title still links to the content
 * page, which checks again before showing anything. A result is selectable once known to be openable, or when its
 * access could not be checked (a download leaves out what the user may not have, and says so in the ZIP).
 */
export function accessOf(hit: SearchHit): {
  visibility: AccessVisibility;
  accessible: boolean;
  selectable: boolean;
  confidential: boolean;
} {
  // The server sends a boolean; a number or yes/no (how other search indexes hold the flag) is read the same way.
  const flag: unknown = hit.confidential;
  const confidential = flag === true || flag === 1 || String(flag).toLowerCase() === 'yes' || String(flag) === 'true';
  const visibility = hit.visibility ?? VISIBILITY_DETERMINED;
  const accessible = hit.isAccessible !== false;
  return { visibility, accessible, selectable: accessible && visibility !== VISIBILITY_UNDETERMINED, confidential };
}

/** What a result whose access is being checked says (its thumbnail's corner, its checkbox's tooltip). */
export const CHECKING_ACCESS = 'Checking access…';

/** What a result is called: its title, else its file name, else its id. */
export function resultTitle(hit: SearchHit): string {
  return hit.title || hit.file_name || hit.doc_id;
}

export function publishedOf(hit: SearchHit): string | null {
  const date = hit.published_date ?? hit.created;
  return date ? DATE.format(new Date(date)) : null;
}

/**
 * The thumbnail, fetched with the bearer token; a file-type block while it loads or when there is none. While the
 * result's access is being checked, a quiet "Checking access…" sits on its corner: over the picture, so the result
 * does not move when it goes.
 */
export function ResultThumbnail({ hit, width, height }: { hit: SearchHit; width: number | string; height: number }) {
  const { token } = theme.useToken();
  const image = useAuthorizedImage(hit.thumbnailUrl ?? null);
  const label = (hit.file_extension || hit.file_type_class || 'file').replace(/^\./, '').toUpperCase();
  return (
    <div style={{ position: 'relative', width, height, flex: 'none' }}>
      <div
        style={{
          width: '100%',
          height: '100%',
          borderRadius: 6,
          overflow: 'hidden',
          background: '#eef1f5',
          display: 'grid',
          placeItems: 'center',
        }}
        aria-hidden="true"
      >
        {image.status === 'ready' ? (
          <img src={image.url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <span style={{ fontWeight: 600, color: '#5b6573', fontSize: 13 }}>{label}</span>
        )}
      </div>
      {accessOf(hit).visibility === VISIBILITY_UNDETERMINED && (
        <span
          data-testid="access-pending"
          style={{
            position: 'absolute',
            insetInlineStart: 4,
            insetBlockEnd: 4,
            maxWidth: 'calc(100% - 8px)',
            padding: '0 6px',
            borderRadius: token.borderRadiusSM,
            background: token.colorBgContainer,
            color: token.colorTextSecondary,
            fontSize: 11,
            lineHeight: '16px',
            boxShadow: token.boxShadowTertiary,
          }}
        >
          {CHECKING_ACCESS}
        </span>
      )}
    </div>
  );
}

/**
 * A small label in the theme's colours. A page of results shows about a hundred of them, so they are plain spans
 * rather than antd Tags, which register their styles per instance. With these and the memoised list and facets,
 * bench:search-ui measured the answer-to-painted part of a search at 136 ms (p50) instead of 174 ms.
 */
export function Label({
  tone = 'plain',
  title,
  children,
}: {
  tone?: 'plain' | 'primary' | 'warning' | 'danger';
  title?: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  // The palette steps antd's own blue, gold and red Tags use (text on the lightest step stays above 4.5:1).
  const colors =
    tone === 'primary'
      ? { color: token.blue7, background: token.blue1, border: token.blue3 }
      : tone === 'warning'
        ? { color: token.gold9, background: token.gold1, border: token.gold4 }
        : tone === 'danger'
          ? { color: token.red7, background: token.red1, border: token.red3 }
          : { color: token.colorText, background: token.colorFillQuaternary, border: token.colorBorder };
  return (
    <span
      title={title}
      style={{
        ...colors,
        border: `1px solid ${colors.border}`,
        borderRadius: token.borderRadiusSM,
        padding: '0 7px',
        fontSize: 12,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </span>
  );
}

/** A row of small items that wraps. */
export function Row({ gap = 4, children }: { gap?: number; children: ReactNode }) {
  return <div style={{ display: 'flex', flexWrap: 'wrap', gap, alignItems: 'center' }}>{children}</div>;
}

/** Content type, file-type class and published date. */
export function ResultFacts({ hit }: { hit: SearchHit }) {
  const { token } = theme.useToken();
  const published = publishedOf(hit);
  return (
    <Row>
      {(hit.content_types ?? []).slice(0, 2).map((type) => (
        <Label key={type} tone="primary">
          {type}
        </Label>
      ))}
      {hit.file_type_class && <Label>{hit.file_type_class}</Label>}
      {published && <span style={{ color: token.colorTextSecondary }}>{published}</span>}
    </Row>
  );
}

/** Likes, views and downloads (fetchInteractionMetrics). */
export function ResultMetrics({ hit }: { hit: SearchHit }) {
  const { token } = theme.useToken();
  const metrics = hit.interactionInsight;
  if (!metrics) return null;
  return (
    <span style={{ color: token.colorTextSecondary, fontSize: 13 }}>
      {metrics.likes} {metrics.likes === 1 ? 'like' : 'likes'} · {metrics.views}{' '}
      {metrics.views === 1 ? 'view' : 'views'} · {metrics.downloads}{' '}
      {metrics.downloads === 1 ? 'download' : 'downloads'}
    </span>
  );
}

/**
 * What a result's access shows once known (spec §4): "Not accessible" for a private asset the user may not open,
 * "Access unknown" when it could not be checked (the details call failed); nothing for one the user may open.
 * Confidential results are flagged.
 */
export function AccessTags({ hit }: { hit: SearchHit }) {
  const { visibility, accessible, confidential } = accessOf(hit);
  return (
    <>
      {!accessible && <Label title={ACCESS_MESSAGES.privateAsset}>Not accessible</Label>}
      {visibility === VISIBILITY_ERROR && (
        <Label tone="warning" title={ACCESS_MESSAGES.accessUnknown}>
          Access unknown
        </Label>
      )}
      {confidential && <Label tone="danger">Confidential</Label>}
    </>
  );
}

/**
 * The passages around the matched words, one at a time, with next/previous highlight navigation (spec §4);
 * the synopsis when there is none.
 */
export function ResultHighlights({ hit }: { hit: SearchHit }) {
  const { token } = theme.useToken();
  const fragments = hit['@search.highlights']?.content ?? [];
  const [at, setAt] = useState(0);
  if (fragments.length === 0) {
    return hit.synopsis ? <p style={{ margin: 0 }}>{hit.synopsis}</p> : null;
  }
  const shown = Math.min(at, fragments.length - 1);
  return (
    <div>
      <p style={{ margin: 0 }}>
        <MarkedText html={fragments[shown] ?? ''} />
      </p>
      {fragments.length > 1 && (
        <Space size={4}>
          <Button
            size="small"
            type="text"
            aria-label="Previous highlight"
            disabled={shown === 0}
            onClick={() => setAt(shown - 1)}
          >
            ‹
          </Button>
          <span style={{ color: token.colorTextSecondary, fontSize: 12 }}>
            Highlight {shown + 1} of {fragments.length}
          </span>
          <Button
            size="small"
            type="text"
            aria-label="Next highlight"
            disabled={shown === fragments.length - 1}
            onClick={() => setAt(shown + 1)}
          >
            ›
          </Button>
        </Space>
      )}
    </div>
  );
}
