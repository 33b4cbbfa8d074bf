import { escapeHtml } from '@portal/contracts';
import { renderPage } from './page-layout.js';

/**
 * The provider's sign-out confirmation, submitted on load: the user already chose to sign out in the portal,
 * and asking again would leave them on the provider's page. The button is the fallback without JavaScript.
 */
export function renderSignOutConfirmation(providerForm: string): string {
  return renderPage({
    title: 'Signing out',
    body: `<h1>Signing you out…</h1>
<p class="hint">You will be taken back to the portal in a moment.</p>
${providerForm}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<button type="submit" form="op.logoutForm">Sign out now</button>
<script>document.getElementById('op.logoutForm').submit();</script>`,
  });
}

/** Shown when sign-out finished without a registered place to return to. */
export function renderSignedOut(portalUrl: string): string {
  return renderPage({
    title: 'Signed out',
    body: `<h1>You are signed out</h1>
<p class="hint">Your session has ended.</p>
<a class="button" href="${escapeHtml(portalUrl)}">Back to the portal</a>`,
  });
}
