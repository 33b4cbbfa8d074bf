// Relays silent token-renewal responses to the main window, so a failed renewal fails fast.
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

broadcastResponseToMainFrame().catch(() => undefined);
