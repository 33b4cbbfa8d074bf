import { remoteRootComponent } from '@portal/remote-kit';
import { mountStandalone } from '@portal/remote-kit/standalone';
import { UploadConsole } from './app/upload-console';

void mountStandalone(
  remoteRootComponent({ name: 'mfe_uploader', App: UploadConsole }),
  document.getElementById('root')!,
);
