import { memo } from 'react';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ResultRenderer } from '@portal/contracts';
import type { SearchHit } from './search-hit';
import {
  AccessTags,
  accessOf,
  contentPath,
  ResultFacts,
  ResultHighlights,
  ResultMetrics,
  ResultThumbnail,
  resultTitle,
  Row,
} from './result-parts';

/** What a screen adds to each result (e.g. the search page's "Add to collection"); nothing when it gives null. */
export type ResultActions = (hit: SearchHit) => ReactNode;
/** What opening a result the user may not open does (the search page: the Private Asset dialog). */
export type PrivateResultHandler = (hit: SearchHit) => void;

interface ResultProps {
  hit: SearchHit;
  siteId: number;
  actions?: ResultActions | undefined;
  onPrivate?: PrivateResultHandler | undefined;
}

/** The result's actions in a row of their own, when the screen gives any for it. */
function ResultActionsRow({ hit, actions }: { hit: SearchHit; actions?: ResultActions | undefined }) {
  const content = actions?.(hit);
  if (content === null || content === undefined || content === false) return null;
  return <Row gap={8}>{content}</Row>;
}

/**
 * The title: a link to the content page; for an asset the user may not open, a button that opens the Private Asset
 * dialog when the screen gives `onPrivate` (spec §2.6), else plain text.
 */
function ResultTitle({ hit, siteId, onPrivate }: { hit: SearchHit; siteId: number; onPrivate?: PrivateResultHandler }) {
  const { token } = theme.useToken();
  const title = resultTitle(hit);
  const plain = { color: token.colorLink, textDecoration: 'none' };
  return (
    <h3 style={{ margin: 0, fontSize: 16, lineHeight: 1.4, fontWeight: 600 }}>
      {accessOf(hit).accessible ? (
        <Link to={contentPath(siteId, hit.doc_id)} style={plain}>
          {title}
        </Link>
      ) : onPrivate ? (
        <button
          type="button"
          onClick={() => onPrivate(hit)}
          style={{
            ...plain,
            font: 'inherit',
            padding: 0,
            border: 0,
            background: 'none',
            cursor: 'pointer',
            textAlign: 'start',
          }}
        >
          {title}
        </button>
      ) : (
        title
      )}
    </h3>
  );
}

/** A bordered box of the theme's radius: one result of the Card and Gallery renderers. */
function Box({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <article
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        ...style,
      }}
    >
      {children}
    </article>
  );
}

function CardResult({ hit, siteId, actions, onPrivate }: ResultProps) {
  return (
    <Box style={{ display: 'flex', gap: 16, padding: 12 }}>
      <ResultThumbnail hit={hit} width={160} height={110} />
      <div style={{ minWidth: 0, flex: 1, display: 'grid', gap: 6 }}>
        <Row gap={8}>
          <ResultTitle hit={hit} siteId={siteId} onPrivate={onPrivate} />
          <AccessTags hit={hit} />
        </Row>
        <ResultHighlights hit={hit} />
        <Row gap={12}>
          <ResultFacts hit={hit} />
          <ResultMetrics hit={hit} />
        </Row>
        <ResultActionsRow hit={hit} actions={actions} />
      </div>
    </Box>
  );
}

function GalleryResult({ hit, siteId, actions, onPrivate }: ResultProps) {
  return (
    <Box style={{ overflow: 'hidden', height: '100%' }}>
      <ResultThumbnail hit={hit} width="100%" height={150} />
      <div style={{ display: 'grid', gap: 6, padding: 12 }}>
        <ResultTitle hit={hit} siteId={siteId} onPrivate={onPrivate} />
        <Row>
          <AccessTags hit={hit} />
        </Row>
        <ResultFacts hit={hit} />
        <ResultMetrics hit={hit} />
        <ResultActionsRow hit={hit} actions={actions} />
      </div>
    </Box>
  );
}

function MobileResult({ hit, siteId, actions, onPrivate }: ResultProps) {
  const { token } = theme.useToken();
  return (
    <div
      style={{ display: 'flex', gap: 12, padding: '12px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <ResultThumbnail hit={hit} width={72} height={72} />
      <div style={{ minWidth: 0, flex: 1, display: 'grid', gap: 4 }}>
        <ResultTitle hit={hit} siteId={siteId} onPrivate={onPrivate} />
        <Row>
          <AccessTags hit={hit} />
        </Row>
        <ResultFacts hit={hit} />
        <ResultActionsRow hit={hit} actions={actions} />
      </div>
    </div>
  );
}

/**
 * The results in the chosen renderer (spec §2.5): Card (a row per result with highlights), Gallery (tiles) or
 * Mobile (compact rows, for phones). Each result is a list item, reachable by keyboard through its title link.
 * `actions` adds a screen's own controls under each result (the search page's "Add to collection"); without it the
 * results show no actions (e.g. a collection's assets). `onPrivate` makes the titles of results the user may not
 * open buttons (the search page opens the Private Asset dialog with it).
 */
export const SearchResultsList = memo(function SearchResultsList({
  hits,
  siteId,
  renderer,
  actions,
  onPrivate,
}: {
  hits: SearchHit[];
  siteId: number;
  renderer: ResultRenderer;
  actions?: ResultActions;
  onPrivate?: PrivateResultHandler;
}) {
  const Result = renderer === 'Gallery' ? GalleryResult : renderer === 'Mobile' ? MobileResult : CardResult;
  return (
    <ul
      aria-label="Search results"
      data-renderer={renderer}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: renderer === 'Mobile' ? 0 : 12,
        gridTemplateColumns: renderer === 'Gallery' ? 'repeat(auto-fill, minmax(220px, 1fr))' : '1fr',
      }}
    >
      {hits.map((hit) => (
        <li key={hit.doc_id}>
          <Result hit={hit} siteId={siteId} actions={actions} onPrivate={onPrivate} />
        </li>
      ))}
    </ul>
  );
});
