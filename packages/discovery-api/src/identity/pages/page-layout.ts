import { escapeHtml } from '@portal/contracts';

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f4f8; color: #1f2330; }
  .card { width: min(100% - 32px, 400px); padding: 32px; background: #fff; border-radius: 12px;
          box-shadow: 0 1px 2px rgba(16, 24, 40, .06), 0 8px 24px rgba(16, 24, 40, .08); }
  .brand { margin: 0 0 24px; font-size: 14px; font-weight: 600; letter-spacing: .02em; color: #4457c9; }
  h1 { margin: 0 0 8px; font-size: 24px; font-weight: 600; }
  p { margin: 0 0 16px; line-height: 1.5; }
  .hint { color: #5b6275; }
  form { display: grid; gap: 6px; margin-top: 16px; }
  label { font-size: 14px; font-weight: 600; margin-top: 10px; }
  input { font: inherit; padding: 10px 12px; border: 1px solid #c5cad6; border-radius: 8px; }
  input:focus { outline: 3px solid rgba(68, 87, 201, .35); border-color: #4457c9; }
  input[aria-invalid="true"] { border-color: #c0392b; }
  button, .button { display: inline-block; margin-top: 20px; padding: 11px 16px; font: inherit; font-weight: 600; text-align: center;
           color: #fff; background: #4457c9; border: 0; border-radius: 8px; cursor: pointer; text-decoration: none; }
  button:hover, .button:hover { background: #3646a8; }
  button:focus-visible, .button:focus-visible { outline: 3px solid rgba(68, 87, 201, .45); outline-offset: 2px; }
  .error { padding: 10px 12px; border-radius: 8px; background: #fdecea; color: #8a1f11; border: 1px solid #f5c2bb; }
`;

/** A complete HTML page with one centred card, shared by every page of the embedded sign-in service. */
export function renderPage(options: { title: string; body: string; head?: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} — Discovery Portal</title>
<style>${styles}</style>
${options.head ?? ''}
</head>
<body>
<main class="card">
<p class="brand">Discovery Portal</p>
${options.body}
</main>
</body>
</html>`;
}
