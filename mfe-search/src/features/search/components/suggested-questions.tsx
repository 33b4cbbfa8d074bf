import { useId } from 'react';
import { theme } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import type { SearchState } from '@portal/contracts';
import { useGetQuestionsQuery } from '../../../api/search-api';
import { withQuery, writeSearchState } from '../state/search-url-state';

/**
 * Under the search box before anything is searched: the questions people ask on the site (GET search/questions: up
 * to 8 semantic questions asked most — the site's for those who analyse its insights, otherwise the user's own), each
 * a link to its semantic search. Nothing shows while they load, when there are none, or when the call fails: they
 * are an aid, and the page works without them. Each is a link, so it can also be opened in a new tab.
 */
export function SuggestedQuestions({
  indexId,
  state,
  compact,
}: {
  indexId: number;
  state: SearchState;
  /** On a phone: one row that scrolls sideways, so the results stay near the top. */
  compact: boolean;
}) {
  const { token } = theme.useToken();
  const [params] = useSearchParams();
  const headingId = useId();
  const questions = useGetQuestionsQuery(indexId).data ?? [];
  if (questions.length === 0) return null;
  const searchOf = (question: string) =>
    `?${writeSearchState(withQuery(state, { q: question, mode: 'semantic', exactPhrase: false }), params).toString()}`;
  return (
    <nav aria-labelledby={headingId} style={{ display: 'grid', gap: 6 }}>
      <span id={headingId} style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
        Suggested questions
      </span>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: compact ? '0 0 4px' : 0,
          display: 'flex',
          flexWrap: compact ? 'nowrap' : 'wrap',
          overflowX: compact ? 'auto' : 'visible',
          gap: 8,
        }}
      >
        {questions.map(({ question }) => (
          <li key={question} style={{ minWidth: 0, flex: compact ? 'none' : undefined }}>
            <Link
              to={{ search: searchOf(question) }}
              style={{
                display: 'inline-block',
                maxWidth: '100%',
                padding: '2px 12px',
                border: `1px solid ${token.colorBorder}`,
                borderRadius: 16,
                color: token.colorLink,
                background: token.colorBgContainer,
                lineHeight: '22px',
                whiteSpace: compact ? 'nowrap' : 'normal',
                overflowWrap: 'anywhere',
              }}
            >
              {question}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
