import { escapeHtml } from '@portal/contracts';
import { renderPage } from './page-layout.js';

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong email or password.';

/** `failed`: the email and password did not match; `refusal`: the attempt was not checked (e.g. too many attempts). */
export function renderSignInPage(options: {
  formAction: string;
  email?: string;
  failed?: boolean;
  refusal?: string;
}): string {
  const message = options.failed ? WRONG_CREDENTIALS_MESSAGE : options.refusal;
  const invalid = options.failed ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  const error = message ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(message)}</p>` : '';
  const emailValue = options.email ? ` value="${escapeHtml(options.email)}"` : '';
  // Focus the field the person has to fill next.
  const emailFocus = options.email ? '' : ' autofocus';
  const passwordFocus = options.email ? ' autofocus' : '';
  return renderPage({
    title: 'Sign in',
    body: `<h1>Sign in</h1>
<p class="hint">Use your portal account to continue.</p>
${error}
<form method="post" action="${escapeHtml(options.formAction)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required${emailValue}${emailFocus}${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${passwordFocus}${invalid}>
<button type="submit">Sign in</button>
</form>`,
  });
}
