import { usePlatform } from '@portal/platform';
import { Link } from 'react-router-dom';

/**
 * /tools: the tools there are, each a card that says what it does and opens it: the Response Generator's pages, and
 * the assistant's panel. Plain elements (no antd Card or Typography): this is the remote's first screen, within its
 * bundle budget.
 */
export function ToolsHomePage() {
  const platform = usePlatform();
  const card: React.CSSProperties = {
    height: '100%',
    boxSizing: 'border-box',
    padding: 24,
    borderRadius: 8,
    border: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
    background: 'var(--ant-color-bg-container, #fff)',
  };
  return (
    <ul
      aria-label="Tools"
      style={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
      }}
    >
      <li>
        <article style={card}>
          <h3 style={{ marginTop: 0 }}>Response Generator</h3>
          <p>Draft a response to a brief or RFP from your site&apos;s documents, with sources.</p>
          <Link to="/tools/response-generator">Open the Response Generator</Link>
        </article>
      </li>
      <li>
        <article style={card}>
          <h3 style={{ marginTop: 0 }}>Assistant</h3>
          <p>Ask questions about your site&apos;s documents and get answers that cite them.</p>
          <button
            type="button"
            onClick={() => platform.panels.open('askBot')}
            style={{
              padding: 0,
              border: 'none',
              background: 'none',
              color: 'var(--ant-color-link, #1677ff)',
              cursor: 'pointer',
              font: 'inherit',
            }}
          >
            Open the assistant
          </button>
        </article>
      </li>
    </ul>
  );
}
