import { useId } from 'react';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import { Button, theme } from 'antd';
import { Link } from 'react-router-dom';
import { useAuthorizedImage } from '@portal/api-client';
import type { AwardsShowcaseItem } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { contentPath } from '@portal/search-results';
import { AwardLevelChip } from './award-level-chip';

/** The card's picture: the matched asset's thumbnail (fetched with the bearer token), else a quiet trophy. */
function ShowcasePicture({ thumbnailUrl }: { thumbnailUrl: string | null }) {
  const { token } = theme.useToken();
  const image = useAuthorizedImage(thumbnailUrl);
  return (
    <div
      aria-hidden="true"
      style={{ aspectRatio: '16 / 9', background: token.colorFillQuaternary, display: 'grid', placeItems: 'center' }}
    >
      {image.status === 'ready' ? (
        <img src={image.url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      ) : (
        <TrophyOutlined style={{ fontSize: 40, color: token.colorTextQuaternary }} />
      )}
    </div>
  );
}

/**
 * One winning work of the showcase: its picture, its level as a badge, the title, the advertiser, the agency, the
 * show and year. When the site holds the work (`asset`, matched by title and advertiser) the title opens its content
 * page and the card says how it was matched; otherwise it says the work is not in the library. "Details" opens the
 * award details panel.
 */
export function ShowcaseCard({ item, siteId }: { item: AwardsShowcaseItem; siteId: number }) {
  const { token } = theme.useToken();
  const platform = usePlatform();
  const titleId = useId();
  const { result, asset } = item;
  return (
    <article
      aria-labelledby={titleId}
      style={{
        display: 'flex',
        flexDirection: 'column',
        flex: 1,
        minWidth: 0,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        overflow: 'hidden',
      }}
    >
      <div style={{ position: 'relative' }}>
        <ShowcasePicture thumbnailUrl={asset?.thumbnailUrl ?? null} />
        <span style={{ position: 'absolute', top: 10, left: 10 }}>
          <AwardLevelChip level={result.Awards} />
        </span>
      </div>
      <div style={{ display: 'grid', gap: 4, padding: '12px 14px', flex: 1, alignContent: 'start' }}>
        <h3 id={titleId} style={{ margin: 0, fontSize: token.fontSizeLG, lineHeight: 1.35, overflowWrap: 'anywhere' }}>
          {asset ? (
            <Link to={contentPath(siteId, asset.docId)} style={{ color: token.colorLink }}>
              {result.Title}
            </Link>
          ) : (
            result.Title
          )}
        </h3>
        <p style={{ margin: 0, color: token.colorText }}>{result.Advertiser}</p>
        <p style={{ margin: 0, color: token.colorTextSecondary }}>{result.agency}</p>
        <p style={{ margin: 0, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
          {result.showName} · {result.year}
          {result.Category ? ` · ${result.Category}` : ''}
        </p>
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          padding: '8px 14px',
          borderTop: `1px solid ${token.colorBorderSecondary}`,
          fontSize: token.fontSizeSM,
          color: token.colorTextSecondary,
        }}
      >
        <span>
          {asset ? (
            <>
              <LinkOutlined aria-hidden /> Matched by title and advertiser
            </>
          ) : (
            'Not in the library'
          )}
        </span>
        <Button
          size="small"
          type="text"
          aria-label={`Details of ${result.Title}`}
          aria-haspopup="dialog"
          onClick={() => platform.panels.open('awardDetails', { result, siteId })}
        >
          Details
        </Button>
      </div>
    </article>
  );
}
