import { Navigate } from 'react-router-dom';
import { HOME_PATH, WELCOME_PATH } from '@portal/contracts';
import { useShell } from '../../../hooks/use-shell';

/** `/` has no screen: signed-in users go home, others to welcome (spec §2.1). */
export function RootRedirect() {
  const { auth } = useShell();
  return <Navigate to={auth.isSignedIn() ? HOME_PATH : WELCOME_PATH} replace />;
}
