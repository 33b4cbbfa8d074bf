import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import type { DeploymentIndex } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import { createMswServer } from '@portal/test-utils';
import { renderInShell, ShellDialogHost } from '../../test/test-shell';
import { ProfileMenu } from './profile-menu';

const site: DeploymentIndex = {
  deploymentIndexId: 12,
  deploymentId: 3,
  name: 'Nordic Insights',
  containerName: 'nordic',
  containerUrl: 'https://storage.test',
  previewContainerName: 'nordic-previews',
  searchIndexName: 'nordic-index',
  isPreviewable: true,
  theme: null,
  welcomeMessage: 'Welcome to Nordic Insights',
  metadataSetId: null,
  pageTemplateCode: 'default',
  customizationsContainer: null,
  chartTheme: null,
  externalFormAddress: null,
  isCurrent: true,
};
const siteContext: SiteContext = {
  deploymentId: 3,
  deploymentName: 'Nordics',
  site,
  settings: {},
  theme: null,
  ragEndpoint: null,
};

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
