import { escapeHtml } from '@portal/contracts';
import { renderPage } from './page-layout.js';

export function renderSignInErrorPage(options: { message: string; portalUrl: string }): string {
  return renderPage({
    title: 'Sign-in problem',
    body: `<h1>Sign-in problem</h1>
<p role="alert">${escapeHtml(options.message)}</p>
<a class="button" href="${escapeHtml(options.portalUrl)}">Back to the portal</a>`,
  });
}
