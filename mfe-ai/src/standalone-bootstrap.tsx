import { remoteRootComponent } from '@portal/remote-kit';
import { mountStandalone } from '@portal/remote-kit/standalone';
import { ToolsRoutes } from './app/tools-routes';

void mountStandalone(remoteRootComponent({ name: 'mfe_ai', App: ToolsRoutes }), document.getElementById('root')!);
