import { remoteRootComponent } from '@portal/remote-kit';
import { mountStandalone } from '@portal/remote-kit/standalone';
import { DASHBOARDS_REMOTE } from './app/dashboards-remote';

void mountStandalone(remoteRootComponent(DASHBOARDS_REMOTE), document.getElementById('root')!);
