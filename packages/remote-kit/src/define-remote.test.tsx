import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createTestPlatform } from '@portal/test-utils';
import { usePlatform, useStream } from '@portal/platform';
import { defineRemote } from './define-remote';

function Greeting() {
  const user = useStream(usePlatform().user$);
  return (
    <Routes>
      <Route path="/home" element={<h1>Hello {user?.givenName}</h1>} />
      <Route path="/broken" element={<Crash />} />
    </Routes>
  );
}

function Crash(): never {
  throw new Error('Widget exploded');
}

type Lifecycle = (props: object) => Promise<unknown>;

async function mountAt(path: string) {
  const lifecycles = defineRemote({ name: 'mfe_search', App: Greeting });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = {
    platform: createTestPlatform({ path }),
    name: 'mfe_search',
    domElement,
    singleSpa: {},
    mountParcel: () => undefined,
  };
  await (lifecycles.bootstrap as Lifecycle)(props);
  await (lifecycles.mount as Lifecycle)(props);
  return { domElement, unmount: () => (lifecycles.unmount as Lifecycle)(props) };
}

// single-spa-react resolves mount only after React commits, as in a browser: no act() batching here.
const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('defineRemote', () => {
  it('mounts the remote into the element the shell gives it, with the platform, and unmounts cleanly', async () => {
    const { domElement, unmount } = await mountAt('/home');
    expect(await screen.findByRole('heading', { name: 'Hello Ava' })).toBeInTheDocument();
    expect(domElement.querySelector('[data-remote-build]')).not.toBeNull();
    await unmount();
    expect(domElement.textContent).toBe('');
  });

  it('keeps a crash inside the remote and says so', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await mountAt('/broken');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the portal stopped working');
    expect(alert).toHaveTextContent('Widget exploded');
  });
});
