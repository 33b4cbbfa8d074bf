import { theme } from 'antd';
import { Link } from 'react-router-dom';
import type { SearchAnswer } from '@portal/contracts';
import { contentPath, MarkedText } from '@portal/search-results';

/** The best passages of a semantic or hybrid search (answers), each linking to its document. */
export function AnswersBlock({
  answers,
  siteId,
  titleOf,
}: {
  answers: SearchAnswer[];
  siteId: number;
  titleOf: (docId: string) => string | undefined;
}) {
  const { token } = theme.useToken();
  if (answers.length === 0) return null;
  return (
    <section
      aria-labelledby="answers-title"
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: '12px 16px',
      }}
    >
      <h3 id="answers-title" style={{ margin: '0 0 8px', fontSize: token.fontSizeLG }}>
        Answers
      </h3>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
        {answers.map((answer) => (
          <li key={answer.key} style={{ display: 'grid', gap: 4 }}>
            {/* Four lines at most, cut by CSS. */}
            <div
              style={{ display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {answer.highlights ? <MarkedText html={answer.highlights} /> : answer.text}
            </div>
            <Link to={contentPath(siteId, answer.key)} style={{ color: token.colorLink }}>
              {titleOf(answer.key) ?? 'Open the document'}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
