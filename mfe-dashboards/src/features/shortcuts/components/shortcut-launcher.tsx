import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Input, theme } from 'antd';
import { Link } from 'react-router-dom';
import { matchShortcuts, type Shortcut } from '../state/shortcut-entries';

/** The matches in their groups, in the order they are listed. */
function byGroup(shortcuts: Shortcut[]): [string, Shortcut[]][] {
  const groups = new Map<string, Shortcut[]>();
  for (const shortcut of shortcuts) groups.set(shortcut.group, [...(groups.get(shortcut.group) ?? []), shortcut]);
  return [...groups];
}

/**
 * The filter box and the shortcuts it narrows as one types. The keyboard stays in the box: the arrow keys move
 * the highlighted entry (the first one at each change of the filter), Enter follows it as a click on its link
 * would. Every entry stays a plain link, reachable with Tab; a status line says what Enter opens.
 */
export function ShortcutLauncher({ shortcuts }: { shortcuts: Shortcut[] }) {
  const { token } = theme.useToken();
  const statusId = useId();
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  const matches = useMemo(() => matchShortcuts(shortcuts, filter), [shortcuts, filter]);
  const current = matches[Math.min(active, matches.length - 1)];
  const links = useRef(new Map<string, HTMLAnchorElement>());

  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (current) links.current.get(current.key)?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (matches.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (Math.min(index, matches.length - 1) + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      links.current.get(current.key)?.click();
    }
  };

  const link = (shortcut: Shortcut) => {
    const highlighted = shortcut.key === current?.key;
    const style = {
      display: 'block',
      padding: '6px 12px',
      borderRadius: token.borderRadius,
      background: highlighted ? token.controlItemBgActive : undefined,
      outline: highlighted ? `1px solid ${token.colorPrimaryBorder}` : undefined,
    };
    const ref = (element: HTMLAnchorElement | null) => {
      if (element) links.current.set(shortcut.key, element);
      else links.current.delete(shortcut.key);
    };
    if (!shortcut.external) {
      return (
        <Link ref={ref} to={shortcut.href} style={style}>
          {shortcut.name}
        </Link>
      );
    }
    return (
      <a
        ref={ref}
        href={shortcut.href}
        style={style}
        {...(shortcut.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {shortcut.name}
        {shortcut.newTab && <span style={{ color: token.colorTextSecondary }}> (opens in a new tab)</span>}
      </a>
    );
  };

  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
      <Input
        type="search"
        autoFocus
        size="large"
        aria-label="Filter shortcuts"
        aria-describedby={statusId}
        placeholder="Type to filter; ↑ ↓ to move, Enter to open"
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={statusId} role="status" style={{ margin: 0, color: token.colorTextSecondary }}>
        {current
          ? `${matches.length} of ${shortcuts.length} shortcuts. Enter opens ${current.name}.`
          : `No shortcut matches “${filter.trim()}”.`}
      </p>
      {byGroup(matches).map(([group, entries]) => (
        <section key={group} aria-label={group}>
          <h3 style={{ margin: '0 0 4px', fontSize: token.fontSizeLG }}>{group}</h3>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {entries.map((shortcut) => (
              <li key={shortcut.key}>{link(shortcut)}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
