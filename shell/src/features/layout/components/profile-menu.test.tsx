import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import type { SiteContext } from '@portal/platform';
import { createMswServer, testSiteContext } from '@portal/test-utils';
import { renderInShell, ShellDialogHost } from '../../../testing/test-shell';
import { ProfileMenu } from './profile-menu';

const siteContext = testSiteContext();

createMswServer();

function renderMenu() {
  const onClose = jest.fn();
  renderInShell(
    <>
      <ProfileMenu onClose={onClose} />
      <ShellDialogHost />
    </>,
    { platform: { site$: new BehaviorSubject<SiteContext | null>(siteContext) } },
  );
  return { onClose };
}

describe('the profile menu’s help items (spec §2.5, §2.6 forms)', () => {
  it('opens the Suggest A Tag form from its Suggest a tag item and closes the menu', async () => {
    const { onClose } = renderMenu();

    await userEvent.click(screen.getByRole('menuitem', { name: 'Suggest a tag' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    // The dialog container loads antd with its first dialog: more than findBy's one second in a busy test run.
    expect(await screen.findByRole('heading', { name: 'Suggest A Tag' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tag' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});
