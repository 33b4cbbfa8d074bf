import type { ReactNode } from 'react';
import { Alert, Button, theme } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { AssetStreamCode } from '@portal/contracts';

/** What an empty stream says: what would fill it. */
const EMPTY: Record<AssetStreamCode, string> = {
  'latest-uploads': 'Nothing has been uploaded to this site yet. Uploads appear here as soon as they are indexed.',
  'new-cases': 'No case studies yet. Upload one with the content type Case Study and it appears here.',
  'featured-content':
    'No featured content yet. Assets marked as featured when they are uploaded or edited appear here.',
  'featured-collections': 'No featured collections yet. Feature a collection from its page to show it here.',
  'featured-groups': 'No featured groups yet. Feature a group from its page to show it here.',
};

export interface StreamMore {
  /** Whether the stream holds more than is shown. */
  available: boolean;
  loading: boolean;
  error: unknown;
  show: () => void;
}

/**
 * One stream of the home page (spec §9 streams): its title and size, its cards in a row that scrolls sideways (the
 * default template) or as a dense two-column list (compact), and "Show more" while the stream holds more. An empty
 * stream says what would fill it.
 */
export function StreamSection({
  code,
  title,
  count,
  cards,
  compact,
  more,
}: {
  code: AssetStreamCode;
  title: string;
  count: number;
  cards: { key: number; card: ReactNode }[];
  compact: boolean;
  more: StreamMore;
}) {
  const { token } = theme.useToken();
  const headingId = `stream-${code}`;
  return (
    <section aria-labelledby={headingId} style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 8 }}>
        <h2 id={headingId} style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          {title}
        </h2>
        <span style={{ color: token.colorTextSecondary, fontSize: 13 }}>{count}</span>
      </div>
      {cards.length === 0 ? (
        <p style={{ margin: 0, color: token.colorTextSecondary }}>{EMPTY[code]}</p>
      ) : (
        <ul
          aria-labelledby={headingId}
          tabIndex={compact ? undefined : 0}
          style={
            compact
              ? {
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                  display: 'grid',
                  gap: 8,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))',
                }
              : {
                  listStyle: 'none',
                  margin: 0,
                  padding: '2px 2px 10px',
                  display: 'grid',
                  gridAutoFlow: 'column',
                  gridAutoColumns: 'minmax(200px, 232px)',
                  gap: 16,
                  overflowX: 'auto',
                  scrollSnapType: 'x proximity',
                }
          }
        >
          {cards.map(({ key, card }) => (
            <li key={key} style={{ scrollSnapAlign: 'start', minWidth: 0 }}>
              {card}
            </li>
          ))}
        </ul>
      )}
      {!!more.error && (
        <Alert type="error" showIcon title="More could not be loaded." description={errorMessage(more.error)} />
      )}
      {more.available && (
        <div>
          <Button onClick={more.show} loading={more.loading}>
            Show more {title.toLowerCase()}
          </Button>
        </div>
      )}
    </section>
  );
}
