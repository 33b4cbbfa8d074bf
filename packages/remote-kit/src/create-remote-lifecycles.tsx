import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteMountProps } from '@portal/platform';

/** What a remote renders when its own tree throws: the rest of the portal keeps working. */
function RemoteCrashed({ remote, error }: { remote: string; error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" data-remote-error={remote} style={{ padding: 24 }}>
      <h2 style={{ marginTop: 0 }}>This part of the portal stopped working</h2>
      <p>{message}</p>
      <p>Other parts of the portal still work. Reload the page to try again.</p>
    </div>
  );
}

/**
 * The `./app` module every remote exposes: single-spa lifecycles of its root component, mounted by
 * the shell as a parcel with `RemoteMountProps`.
 */
export function createRemoteLifecycles<P extends RemoteMountProps = RemoteMountProps>(
  remote: string,
  rootComponent: ComponentType<P>,
) {
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    // single-spa adds its own props (name, mountParcel...); the root reads only its own (`platform`, `overlay`).
    rootComponent: rootComponent as React.FunctionComponent<P>,
    errorBoundary: (error) => <RemoteCrashed remote={remote} error={error} />,
  });
}
