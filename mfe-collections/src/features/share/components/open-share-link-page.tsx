import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Result, Spin } from 'antd';
import { errorMessage } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { useOpenShareLinkMutation } from '../api/sharing-api';

/**
 * The share link landing page, route `/sites/:indexId/collections/link/:token` (issue 19 item 7): opens the link
 * with POST v2/collections/shareLinks/{token}/open (the server records the use) and replaces this page with the
 * collection's details; an unknown (404), expired (410) or revoked (403) link shows the server's message
 * (SHARE_LINK_MESSAGES) with a way to the site's collections.
 */
export function OpenShareLinkPage() {
  const { indexId, token } = useParams();
  const platform = usePlatform();
  const [open] = useOpenShareLinkMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const opened = useRef<string | null>(null);

  useEffect(() => {
    // Opening records a use: once per token, also when React runs the effect twice.
    if (!token || opened.current === token) return;
    opened.current = token;
    open(token)
      .unwrap()
      .then(({ deploymentIndexId, collectionId }) =>
        platform.navigator.replace(`/sites/${deploymentIndexId}/collections/details/${collectionId}`),
      )
      .catch((error: unknown) => setFailure(errorMessage(error)));
  }, [open, platform, token]);

  const collections = `/sites/${indexId}/collections`;
  if (failure)
    return (
      <Result
        status="warning"
        title="This share link cannot be opened"
        subTitle={failure}
        extra={
          <Button
            type="primary"
            href={platform.navigator.createHref(collections)}
            onClick={(event) => {
              event.preventDefault();
              platform.navigator.push(collections);
            }}
          >
            Go to collections
          </Button>
        }
      />
    );
  return (
    <div role="status" style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
      <p>Opening the shared collection…</p>
    </div>
  );
}
