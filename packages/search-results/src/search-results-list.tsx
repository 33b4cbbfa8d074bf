import { memo } from 'react';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ACCESS_MESSAGES, type ResultRenderer } from '@portal/contracts';
import type { SearchHit } from './search-hit';
import { VISIBILITY_UNDETERMINED } from './access-visibility';
import {
  AccessTags,
  accessOf,
  CHECKING_ACCESS,
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

/**
 * Results a screen lets the user select (the search page's "Download selected"): the doc ids selected, and what
 * ticking or unticking a result does.
 */
export interface ResultSelection {
  selected: ReadonlySet<string>;
  onSelect: (hit: SearchHit, selected: boolean) => void;
}

interface ResultProps {
  hit: SearchHit;
  siteId: number;
  actions?: ResultActions | undefined;
  onPrivate?: PrivateResultHandler | undefined;
  selection?: ResultSelection | undefined;
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

/**
 * The result's checkbox, labelled with its title: a native one, as a page shows up to 200 (an antd Checkbox
 * registers its styles per instance). A result that may not be selected keeps its box, unticked and disabled with
 * the reason as its tooltip, so nothing moves when its access becomes known.
 */
function SelectBox({ hit, selection }: { hit: SearchHit; selection: ResultSelection }) {
  const { token } = theme.useToken();
  const { selectable, visibility } = accessOf(hit);
  const reason = selectable
    ? undefined
    : visibility === VISIBILITY_UNDETERMINED
      ? CHECKING_ACCESS
      : ACCESS_MESSAGES.privateAsset;
  return (
    <input
      type="checkbox"
      aria-label={`Select ${resultTitle(hit)}`}
      title={reason}
      disabled={!selectable}
      checked={selectable && selection.selected.has(hit.doc_id)}
      onChange={(event) => selection.onSelect(hit, event.target.checked)}
      style={{
        width: 16,
        height: 16,
        margin: '3px 0 0',
        flex: 'none',
        accentColor: token.colorPrimary,
        cursor: selectable ? 'pointer' : 'not-allowed',
      }}
    />
  );
}

/** The title with the result's checkbox before it when the screen lets results be selected, and `after` beside it. */
function TitleLine({ hit, siteId, onPrivate, selection, after }: Omit<ResultProps, 'actions'> & { after?: ReactNode }) {
  const title = <ResultTitle hit={hit} siteId={siteId} onPrivate={onPrivate} />;
  const line = after ? (
    <Row gap={8}>
      {title}
      {after}
    </Row>
  ) : (
    title
  );
  if (!selection) return line;
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      <SelectBox hit={hit} selection={selection} />
      <div style={{ minWidth: 0, flex: 1 }}>{line}</div>
    </div>
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

function CardResult({ hit, siteId, actions, onPrivate, selection }: ResultProps) {
  return (
    <Box style={{ display: 'flex', gap: 16, padding: 12 }}>
      <ResultThumbnail hit={hit} width={160} height={110} />
      <div style={{ minWidth: 0, flex: 1, display: 'grid', gap: 6 }}>
        <TitleLine
          hit={hit}
          siteId={siteId}
          onPrivate={onPrivate}
          selection={selection}
          after={<AccessTags hit={hit} />}
        />
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

function GalleryResult({ hit, siteId, actions, onPrivate, selection }: ResultProps) {
  return (
    <Box style={{ overflow: 'hidden', height: '100%' }}>
      <ResultThumbnail hit={hit} width="100%" height={150} />
      <div style={{ display: 'grid', gap: 6, padding: 12 }}>
        <TitleLine hit={hit} siteId={siteId} onPrivate={onPrivate} selection={selection} />
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

function MobileResult({ hit, siteId, actions, onPrivate, selection }: ResultProps) {
  const { token } = theme.useToken();
  return (
    <div
      style={{ display: 'flex', gap: 12, padding: '12px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <ResultThumbnail hit={hit} width={72} height={72} />
      <div style={{ minWidth: 0, flex: 1, display: 'grid', gap: 4 }}>
        <TitleLine hit={hit} siteId={siteId} onPrivate={onPrivate} selection={selection} />
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
 * open buttons (the search page opens the Private Asset dialog with it). `selection` puts a checkbox before each
 * title (the search page's download of several results).
 */
export const SearchResultsList = memo(function SearchResultsList({
  hits,
  siteId,
  renderer,
  actions,
  onPrivate,
  selection,
}: {
  hits: SearchHit[];
  siteId: number;
  renderer: ResultRenderer;
  actions?: ResultActions;
  onPrivate?: PrivateResultHandler;
  selection?: ResultSelection;
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
          <Result hit={hit} siteId={siteId} actions={actions} onPrivate={onPrivate} selection={selection} />
        </li>
      ))}
    </ul>
  );
});
