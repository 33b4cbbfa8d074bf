import { fireEvent, screen } from '@testing-library/react';
import { createTestPlatform } from '@portal/test-utils';
import { defineOverlays, type OverlayComponentProps } from './define-overlays';

function RenamePanel({ props, close }: OverlayComponentProps) {
  return (
    <button type="button" onClick={close}>
      Rename {String(props.docId)}
    </button>
  );
}

type Lifecycle = (props: object) => Promise<unknown>;

async function mountOverlay(key: string) {
  const lifecycles = defineOverlays({ name: 'mfe_uploader', overlays: { editMetadata: RenamePanel } });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const close = jest.fn();
  const props = {
    platform: createTestPlatform({ path: '/home' }),
    overlay: { kind: 'panel', key, props: { docId: 'd1' }, close },
    name: 'mfe_uploader',
    domElement,
    singleSpa: {},
    mountParcel: () => undefined,
  };
  await (lifecycles.bootstrap as Lifecycle)(props);
  await (lifecycles.mount as Lifecycle)(props);
  return { close, unmount: () => (lifecycles.unmount as Lifecycle)(props) };
}

// single-spa-react resolves mount only after React commits, as in a browser: no act() batching here.
const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('defineOverlays', () => {
  it('renders the overlay of the key the shell asks for, with its props and a way to close it', async () => {
    const { close, unmount } = await mountOverlay('editMetadata');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename d1' }));
    expect(close).toHaveBeenCalledTimes(1);
    await unmount();
  });

  it('says so when the remote has no overlay of that key', async () => {
    const { unmount } = await mountOverlay('share');
    expect(await screen.findByRole('note')).toHaveTextContent('This panel (share) is not part of mfe_uploader.');
    await unmount();
  });
});
