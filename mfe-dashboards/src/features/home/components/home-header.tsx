import { Button, Grid, theme } from 'antd';
import { useAuthorizedImage } from '@portal/api-client';
import { isAllowed } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';

/** Customisation property codes of the home banner (page elements of the site's customisation set). */
export const HERO_SETTINGS = { title: 'heroTitle', description: 'heroDescription' } as const;

/**
 * The home page header (spec §2.6 "Home/dashboard header"): the site's hero image — the wide hero on
 * tablets and desktops, the site thumbnail as the mobile variant — with the banner title and
 * description from the site's page-element customisations. Without a title the site's welcome
 * message is shown. Site editors (editDeploymentIndex) get the site actions.
 * The search box and the export button join the header with the search and insights issues.
 */
export function HomeHeader() {
  const platform = usePlatform();
  const site = useStream(platform.site$);
  const permissions = useStream(platform.permissions$);
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint(); // empty on the first render, before the width is known
  const phone = screens.md === false; // under 768
  // Wait for the width: otherwise a phone would fetch the wide hero first, then the thumbnail.
  const imagePath =
    screens.md === undefined
      ? null
      : phone
        ? (site?.theme?.thumbnailUrl ?? site?.theme?.heroUrl)
        : site?.theme?.heroUrl;
  const image = useAuthorizedImage(imagePath);
  if (!site) return null;

  const title = site.settings[HERO_SETTINGS.title]?.trim() || site.site.welcomeMessage;
  const description = site.settings[HERO_SETTINGS.description]?.trim();
  return (
    <header
      className="home-hero"
      aria-label={site.site.name}
      style={{
        position: 'relative',
        minHeight: phone ? 160 : 240,
        display: 'flex',
        alignItems: 'flex-end',
        padding: phone ? '20px 16px' : '32px clamp(16px, 4vw, 32px)',
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
          background: 'linear-gradient(180deg, rgba(0,0,0,0.05) 0%, rgba(0,0,0,0.55) 100%)',
        }}
      />
      <div
        style={{
          position: 'relative',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 16,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          width: '100%',
        }}
      >
        <div style={{ maxWidth: 720 }}>
          <h1
            style={{
              margin: 0,
              fontSize: phone ? 24 : 34,
              lineHeight: 1.2,
              fontWeight: 700,
              textShadow: '0 1px 3px rgba(0,0,0,0.4)',
            }}
          >
            {title}
          </h1>
          {description && (
            <p
              style={{
                margin: '8px 0 0',
                fontSize: phone ? 14 : 16,
                lineHeight: 1.5,
                textShadow: '0 1px 2px rgba(0,0,0,0.4)',
              }}
            >
              {description}
            </p>
          )}
        </div>
        {isAllowed(permissions, 'editDeploymentIndex') && (
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
    </header>
  );
}
