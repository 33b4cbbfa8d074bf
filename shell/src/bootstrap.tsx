import { createRoot } from 'react-dom/client';
import { startPortal } from './app/start-portal';
import { StartFailure } from './app/start-failure';

const root = createRoot(document.getElementById('root')!);
startPortal()
  .then((app) => root.render(app))
  .catch((error: unknown) => root.render(<StartFailure error={error} />));
