import { useState } from 'react';
import { Button, Checkbox, Input, Radio } from 'antd';
import { useNavigate } from 'react-router-dom';

type Mode = 'keyword' | 'semantic';

/** The search page's address for a search from home (spec §2.2 indexSearch: q, semantic, exactPhrase). */
export function homeSearchPath(siteId: number, q: string, mode: Mode, exactPhrase: boolean): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (mode === 'semantic') params.set('semantic', 'true');
  else if (exactPhrase) params.set('exactPhrase', 'true');
  const query = params.toString();
  return `/sites/${siteId}/search${query ? `?${query}` : ''}`;
}

/**
 * The home header's search box (spec §2.6; the options of the search box of §2.5): the text, Keyword Query /
 * Semantic Query, Exact Phrase (not for semantic), and the site's topics as one-click searches. It opens the site's
 * search page with the search, which runs it (and says why when a semantic search has no words).
 */
export function HomeSearch({ siteId, topics, onDark }: { siteId: number; topics: string[]; onDark: boolean }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [mode, setMode] = useState<Mode>('keyword');
  const [exactPhrase, setExactPhrase] = useState(false);
  const labelColour = onDark ? '#fff' : undefined;
  const search = (q: string, asMode: Mode = mode) => navigate(homeSearchPath(siteId, q, asMode, exactPhrase));

  return (
    <form
      role="search"
      aria-label="Search this site"
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
      style={{ display: 'grid', gap: 8, width: '100%', maxWidth: 720 }}
    >
      <Input.Search
        size="large"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => search(value)}
        placeholder={mode === 'semantic' ? 'Ask a question…' : 'Search case studies, credentials, dashboards…'}
        aria-label="Search text"
        enterButton="Search"
        allowClear
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', color: labelColour }}>
        <Radio.Group
          value={mode}
          onChange={(event) => {
            setMode(event.target.value as Mode);
            if (event.target.value === 'semantic') setExactPhrase(false);
          }}
          aria-label="Search mode"
        >
          <Radio value="keyword" style={{ color: labelColour }}>
            Keyword Query
          </Radio>
          <Radio value="semantic" style={{ color: labelColour }}>
            Semantic Query
          </Radio>
        </Radio.Group>
        <Checkbox
          checked={exactPhrase}
          disabled={mode === 'semantic'}
          onChange={(event) => setExactPhrase(event.target.checked)}
          style={{ color: labelColour }}
        >
          Exact Phrase
        </Checkbox>
      </div>
      {topics.length > 0 && (
        <nav aria-label="Popular topics" style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
          <span style={{ color: labelColour, fontSize: 13 }}>Popular topics:</span>
          {topics.map((topic) => (
            <Button key={topic} size="small" shape="round" onClick={() => search(topic, 'keyword')}>
              {topic}
            </Button>
          ))}
        </nav>
      )}
    </form>
  );
}
