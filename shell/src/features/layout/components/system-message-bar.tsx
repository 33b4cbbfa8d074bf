import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SystemMessage } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { useSiteSession } from '../../../hooks/use-site-session';
import { fetchSystemMessage, textKey } from '../api/public-notices';
import { useMediaQuery } from '../../../hooks/use-media';

const DISMISSED_KEY = 'portal.systemMessageDismissed';

/** A portal path ('/search') opens in place; any other address in a new tab, like the drawer's external items. */
function MessageLink({ href, children }: { href: string; children: string }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link className="shell-button outlined small" to={href}>
        {children}
      </Link>
    );
  }
  return (
    <a className="shell-button outlined small" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The system message bar (spec §2.5, §4): tablet and up, only with non-empty text, closable. A closed
 * message stays closed in this browser until its text changes.
 */
export function SystemMessageBar() {
  const { apiBase } = usePlatform();
  const { t } = useTranslation();
  const siteId = useSiteSession().current?.site.deploymentIndexId ?? null;
  const tabletUp = useMediaQuery('(min-width: 768px)');
  const [message, setMessage] = useState<SystemMessage | null>(null);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY));

  useEffect(() => {
    setMessage(null);
    if (siteId === null) return;
    let current = true;
    fetchSystemMessage(apiBase, siteId).then(
      (value) => current && setMessage(value),
      (error: unknown) => console.error('The system message could not be loaded:', error),
    );
    return () => {
      current = false;
    };
  }, [apiBase, siteId]);

  const text = message?.message.trim() ?? '';
  if (!tabletUp || !message || text === '' || dismissed === textKey(text)) return null;
  return (
    <div className="system-message" role="region" aria-label={t('systemMessage.label')}>
      {message.topic && <strong className="system-message-topic">{message.topic}</strong>}
      <span className="system-message-text">{text}</span>
      {message.buttonLabel && message.buttonLink && (
        <MessageLink href={message.buttonLink}>{message.buttonLabel}</MessageLink>
      )}
      <button
        type="button"
        className="shell-icon-button small"
        aria-label={t('systemMessage.close')}
        onClick={() => {
          localStorage.setItem(DISMISSED_KEY, textKey(text));
          setDismissed(textKey(text));
        }}
      >
        ×
      </button>
    </div>
  );
}
