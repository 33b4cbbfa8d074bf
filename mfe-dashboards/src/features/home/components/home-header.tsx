import type { ReactNode } from 'react';
import { Button, Grid, theme } from 'antd';
import { useAuthorizedImage } from '@portal/api-client';
import { HOME_HEADER_CODES, isAllowed } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import { homeTopicsOf, type HomeTemplate } from '../state/home-template';
import { HomeSearch } from './home-search';

const shadow = (size: number) => `0 1px ${size}px rgba(0,0,0,0.45)`;

/**
 * The home page header (spec §2.6 "Home/dashboard header"): the site's hero image — the wide hero on tablets and
 * desktops, the site thumbnail as the mobile variant — with the page elements of the site's customisation set
 * (HOME_HEADER_CODES: title, description, footer, user guide link, topics). Without a title the site's welcome
 * message is shown. Below the text, the search box with the topics as one-click searches. At the top right: the
 * user guide, the export button (`exportButton`, given only when the user has exportReports) and, for site
 * administrators (editDeploymentIndex), the site actions. The compact template shows a lower band.
 */
export function HomeHeader({ template, exportButton }: { template: HomeTemplate; exportButton?: ReactNode }) {
  const platform = usePlatform();
  const site = useStream(platform.site$);
  const permissions = useStream(platform.permissions$);
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint(); // empty on the first render, before the width is known
  const phone = screens.md === false; // under 768
  const compact = template === 'compact';
  // Wait for the width: otherwise a phone would fetch the wide hero first, then the thumbnail.
  const imagePath =
    screens.md === undefined
      ? null
      : phone
        ? (site?.theme?.thumbnailUrl ?? site?.theme?.heroUrl)
        : site?.theme?.heroUrl;
  const image = useAuthorizedImage(imagePath);
  if (!site) return null;

  const setting = (code: string) => site.settings[code]?.trim() || null;
  const title = setting(HOME_HEADER_CODES.title) ?? site.site.welcomeMessage;
  const description = setting(HOME_HEADER_CODES.description);
  const footer = setting(HOME_HEADER_CODES.footer);
  const userGuide = setting(HOME_HEADER_CODES.userGuide);
  const topics = homeTopicsOf(setting(HOME_HEADER_CODES.topics));
  const siteActions = isAllowed(permissions, 'editDeploymentIndex');

  return (
    <header
      className="home-hero"
      aria-label={site.site.name}
      style={{
        position: 'relative',
        minHeight: compact ? 0 : phone ? 220 : 320,
        display: 'flex',
        padding: phone ? '20px 16px' : compact ? '20px clamp(16px, 4vw, 32px)' : '28px clamp(16px, 4vw, 48px)',
        color: '#fff',
        background: token.colorPrimary,
        overflow: 'hidden',
      }}
    >
      {image.status === 'ready' && (
        <img
          src={image.url}
          alt=""
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      {/* Keeps white text legible on any picture. */}
      <div
        aria-hidden="true"
        style={{
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(180deg, rgba(0,0,0,0.25) 0%, rgba(0,0,0,0.62) 100%)',
        }}
      />
      <div
        style={{ position: 'relative', display: 'grid', gap: compact ? 10 : 16, width: '100%', alignContent: 'end' }}
      >
        {(userGuide || exportButton || siteActions) && (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
            {userGuide && (
              <Button ghost href={userGuide} target="_blank" rel="noopener noreferrer">
                User guide
              </Button>
            )}
            {exportButton}
            {siteActions && (
              <Button
                ghost
                onClick={() =>
                  platform.panels.open('pageCustomizations', { deploymentIndexId: site.site.deploymentIndexId })
                }
              >
                Customize this site
              </Button>
            )}
          </div>
        )}
        <div style={{ maxWidth: 760, display: 'grid', gap: 8 }}>
          <h1
            style={{
              margin: 0,
              fontSize: phone ? 24 : compact ? 26 : 36,
              lineHeight: 1.2,
              fontWeight: 700,
              textShadow: shadow(3),
            }}
          >
            {title}
          </h1>
          {description && !compact && (
            <p style={{ margin: 0, fontSize: phone ? 14 : 17, lineHeight: 1.5, textShadow: shadow(2) }}>
              {description}
            </p>
          )}
        </div>
        <HomeSearch siteId={site.site.deploymentIndexId} topics={topics} onDark />
        {footer && (
          <p style={{ margin: 0, fontSize: 13, lineHeight: 1.4, textShadow: shadow(2), opacity: 0.95 }}>{footer}</p>
        )}
      </div>
    </header>
  );
}
