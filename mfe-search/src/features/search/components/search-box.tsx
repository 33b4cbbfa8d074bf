import { useEffect, useRef, useState } from 'react';
import { AutoComplete, Button, Space, theme } from 'antd';
import type { GetRef } from 'antd';
import { useDebounce } from 'use-debounce';
import { isAllowed } from '@portal/contracts';
import type { SearchState } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import { useGetSuggestionsQuery } from '../../../api/search-api';
import { searchProblem } from '../state/search-request';
import { cleared, modeOf, withQuery, type SearchMode } from '../state/search-url-state';
import { Notice } from './notice';

/** Suggestions wait for a pause in typing this long. */
const SUGGEST_AFTER_MS = 200;

/**
 * The search box (spec §2.5, §4): the text with up to 8 suggestions as you type, Keyword Query / Semantic Query,
 * Exact Phrase (not in semantic mode; choosing semantic clears it), Clear (keyword mode, page 1, searches again)
 * and the number of active filters. The hybrid button shows only with seeHybridSearchButton. A semantic search
 * with no words is not sent: the box says why. `/` anywhere outside a text field focuses the box; `autoFocus`
 * (the shell's search panel) focuses it when it appears.
 */
export function SearchBox({
  state,
  indexId,
  onSearch,
  autoFocus = false,
}: {
  state: SearchState;
  indexId: number;
  onSearch: (next: SearchState) => void;
  autoFocus?: boolean;
}) {
  const permissions = useStream(usePlatform().permissions$);
  const { token } = theme.useToken();
  const [text, setText] = useState(state.q);
  const [mode, setMode] = useState<Exclude<SearchMode, 'hybrid'>>(state.semantic ? 'semantic' : 'keyword');
  const [exactPhrase, setExactPhrase] = useState(state.exactPhrase);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<GetRef<typeof AutoComplete>>(null);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(false);
  // The text of the last search: its suggestions stay hidden until the user types something else.
  const [searched, setSearched] = useState(state.q.trim());

  // A new URL (back/forward, a chip, a pasted link) shows its own search in the box.
  useEffect(() => {
    setText(state.q);
    setMode(state.semantic ? 'semantic' : 'keyword');
    setExactPhrase(state.exactPhrase);
    setProblem(null);
    setSearched(state.q.trim());
  }, [state.q, state.semantic, state.exactPhrase]);

  useEffect(() => {
    const focusOnSlash = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
      if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', focusOnSlash);
    return () => document.removeEventListener('keydown', focusOnSlash);
  }, []);

  const [typed] = useDebounce(text.trim(), SUGGEST_AFTER_MS);
  const suggestions = useGetSuggestionsQuery(
    { text: typed, indexId },
    { skip: typed === '' || typed === '*' || typed === searched },
  );
  // Only the suggestions of what is in the box now, not those of an earlier text still on screen.
  const options = (typed === text.trim() && typed !== searched ? (suggestions.currentData ?? []) : []).map((title) => ({
    value: title,
    label: title,
  }));

  const submit = (q: string, chosen: SearchMode) => {
    const next = withQuery(state, { q, mode: chosen, exactPhrase });
    const why = searchProblem(next);
    setProblem(why);
    setOpen(false);
    setSearched(q.trim());
    if (!why) onSearch(next);
  };

  const filterCount = state.facets.length;
  return (
    <div role="search" aria-label="Search this site">
      <Space.Compact style={{ width: '100%' }}>
        <AutoComplete
          ref={input}
          autoFocus={autoFocus}
          value={text}
          options={options}
          onChange={setText}
          onSelect={(title: string) => submit(title, mode)}
          onInputKeyDown={(event) => {
            // With a suggestion highlighted, Enter picks it (onSelect) and the list handles the key.
            if (event.key === 'Enter' && !(open && options.length > 0 && highlighted)) submit(text, mode);
          }}
          onOpenChange={setOpen}
          onActive={(value) => setHighlighted(value !== undefined && value !== null)}
          open={open && options.length > 0}
          defaultActiveFirstOption={false}
          // At most 8 options need no virtual list; its height measuring forced a layout of the whole page in the
          // frame that draws new results (bench:search-ui: Enter → results p50 ~265 → ~225 ms at 100k).
          virtual={false}
          size="large"
          aria-label="Search text"
          placeholder={
            mode === 'semantic'
              ? 'Ask a question or describe what you need'
              : 'Search documents, images, videos and dashboards'
          }
          allowClear
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button size="large" type="primary" onClick={() => submit(text, mode)}>
          Search
        </Button>
        {isAllowed(permissions, 'seeHybridSearchButton') && (
          <Button size="large" onClick={() => submit(text, 'hybrid')} aria-pressed={modeOf(state) === 'hybrid'}>
            Hybrid search
          </Button>
        )}
      </Space.Compact>
      <Space wrap size="middle" style={{ marginTop: 8 }}>
        <div role="radiogroup" aria-label="Search mode" style={{ display: 'flex', gap: 16 }}>
          {(['keyword', 'semantic'] as const).map((value) => (
            <label key={value} style={{ display: 'inline-flex', gap: 6, alignItems: 'center', cursor: 'pointer' }}>
              <input
                type="radio"
                name="search-mode"
                value={value}
                checked={mode === value}
                onChange={() => {
                  setMode(value);
                  if (value === 'semantic') setExactPhrase(false);
                  setProblem(null);
                }}
                style={{ accentColor: token.colorPrimary, margin: 0 }}
              />
              {value === 'keyword' ? 'Keyword Query' : 'Semantic Query'}
            </label>
          ))}
        </div>
        <label
          style={{
            display: 'inline-flex',
            gap: 6,
            alignItems: 'center',
            color: mode === 'semantic' ? token.colorTextDisabled : undefined,
          }}
        >
          <input
            type="checkbox"
            checked={exactPhrase}
            disabled={mode === 'semantic'}
            onChange={(event) => setExactPhrase(event.target.checked)}
            style={{ accentColor: token.colorPrimary, margin: 0 }}
          />
          Exact Phrase
        </label>
        <Button
          onClick={() => {
            setProblem(null);
            onSearch(cleared(state));
          }}
        >
          Clear
        </Button>
        <span style={{ color: token.colorTextSecondary }} aria-live="polite">
          {filterCount === 0 ? 'No filters applied' : `${filterCount} filter${filterCount === 1 ? '' : 's'} applied`}
        </span>
      </Space>
      {problem && (
        <div style={{ marginTop: 8 }}>
          <Notice kind="warning" title={problem} />
        </div>
      )}
    </div>
  );
}
