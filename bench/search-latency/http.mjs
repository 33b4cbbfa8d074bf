// HTTP side of the bench: starting the real server on a data folder, the embedded OpenID provider's real
// sign-in (PKCE authorization-code flow, as the shell's MSAL does it — the same steps as
// packages/discovery-api/src/test/pkce-sign-in.ts), and a closed-loop load generator.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { Agent, request } from 'undici';

/** The demo administrator (sees every site), seeded on the server's first start. */
export const DEMO_ADMIN = { email: 'noah.patel@demo.portal', password: 'Discovery!2026' };

/** Starts `node dist/main.js` on the folder and resolves when /api/health answers; `stop()` ends it (SIGTERM). */
export async function startServer({ root, dataDir, port, log = () => {}, env: overrides = {} }) {
  const env = {
    ...process.env,
    PORTAL_DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    PORTAL_DEMO_LIBRARY: 'off',
    ...overrides,
  };
  delete env.DATABASE_URL;
  const child = spawn('node', ['packages/discovery-api/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `https://localhost:${port}`;
  const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output.slice(-4000)}`);
    try {
      const response = await request(`${baseUrl}/api/health`, { dispatcher });
      await response.body.text();
      if (response.statusCode < 500) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 600_000)
      throw new Error(`The server did not answer within 10 minutes:\n${output.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await dispatcher.close();
  log(`server up on ${baseUrl} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return {
    baseUrl,
    pid: child.pid,
    startSeconds: (performance.now() - started) / 1000,
    output: () => output,
    /** Resolves with the server's exit code when it exits. */
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The embedded provider's sign-in with a demo account: a cookie-keeping client following the PKCE code flow. */
export async function signIn(baseUrl, { email, password }) {
  const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
  const cookies = new Map();
  const send = async (url, init = {}) => {
    const headers = { ...(init.headers ?? {}) };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await request(url, { method: init.method ?? 'GET', headers, body: init.body, dispatcher });
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return { status: response.statusCode, location: response.headers.location, text: await response.body.text() };
  };
  const redirectUri = `${baseUrl}/implicit/callback`;
  const follow = async (url, init) => {
    let current = url;
    let next = init;
    for (let hops = 0; hops < 12; hops += 1) {
      const response = await send(current, next);
      if (response.status < 300 || response.status >= 400 || !response.location)
        return { page: { ...response, url: current } };
      const target = new URL(response.location, current).href;
      if (target.startsWith(redirectUri)) return { redirect: target };
      current = target;
      next = undefined;
    }
    throw new Error(`Too many redirects from ${url}`);
  };
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const authorize = new URL(`${baseUrl}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'discovery-portal',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(16).toString('base64url'),
    prompt: 'consent',
  }).toString();
  const opened = await follow(authorize.href);
  if (!opened.page) throw new Error(`Expected the sign-in page, was sent to ${opened.redirect}`);
  const action = /<form[^>]*action="([^"]+)"/.exec(opened.page.text)?.[1];
  if (!action) throw new Error(`No form on the sign-in page (${opened.page.status}).`);
  const submitted = await follow(new URL(action.replaceAll('&amp;', '&'), opened.page.url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (!submitted.redirect)
    throw new Error(`Sign-in did not complete (${submitted.page.status}): ${submitted.page.text.slice(0, 500)}`);
  const callback = new URL(submitted.redirect);
  if (callback.searchParams.get('state') !== state) throw new Error('The provider returned another state.');
  const token = await send(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'discovery-portal',
      code: callback.searchParams.get('code'),
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }).toString(),
  });
  await dispatcher.close();
  if (token.status !== 200) throw new Error(`Token request failed (${token.status}): ${token.text}`);
  const body = JSON.parse(token.text);
  // openid mode: the API accepts the id token as the bearer (its audience is the client id).
  return body.id_token;
}

/** p50/p95/p99/mean/max of a list of milliseconds (nearest-rank percentiles). */
/** A search request of the measured page (25 documents, page 1) for a query of the lists (queries.mjs). */
export function searchRequestSpec(siteId, queryType, query) {
  return {
    method: 'POST',
    path: '/api/v2/search',
    body: {
      indexId: siteId,
      q: query.q,
      queryType,
      documentsPerPage: 25,
      page: 1,
      ...(query.filters ? { filters: query.filters } : {}),
    },
    query,
  };
}

export function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  const round = (value) => Number(value.toFixed(1));
  return {
    n: sorted.length,
    p50: round(at(50)),
    p95: round(at(95)),
    p99: round(at(99)),
    mean: round(sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/**
 * One signed-in request ({ method, path, body? }): the milliseconds from sending it to having read (and, with
 * `parse`, parsed) the whole answer. Anything but 200 throws with the start of the answer.
 */
export async function sendRequest({ baseUrl, token, spec, dispatcher, parse = false }) {
  const started = performance.now();
  const response = await request(`${baseUrl}${spec.path}`, {
    method: spec.method,
    headers: { authorization: `Bearer ${token}`, ...(spec.body ? { 'content-type': 'application/json' } : {}) },
    body: spec.body ? JSON.stringify(spec.body) : undefined,
    dispatcher,
  });
  const text = await response.body.text();
  const json = parse ? JSON.parse(text) : undefined;
  const ms = performance.now() - started;
  if (response.statusCode !== 200)
    throw new Error(`${spec.method} ${spec.path} answered ${response.statusCode}: ${text.slice(0, 300)}`);
  return { ms, json };
}

/**
 * A closed loop of `concurrency` clients, each sending the next request of the list as soon as its previous
 * answer is read, until `requests` were answered (after `warmup` unmeasured ones). Latency is from sending
 * the request to having read and parsed the whole JSON answer.
 */
export async function runLoad({ baseUrl, token, concurrency, requests, warmup, makeRequest, check }) {
  const dispatcher = new Agent({
    connect: { rejectUnauthorized: false },
    connections: concurrency,
    pipelining: 1,
    keepAliveTimeout: 60_000,
  });
  const send = async (index) => {
    const spec = makeRequest(index);
    const { ms, json } = await sendRequest({ baseUrl, token, spec, dispatcher, parse: true });
    check?.(json, spec);
    return { ms, spec, json };
  };
  let next = 0;
  const warm = async () => {
    while (next < warmup) await send(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, warm));
  const latencies = [];
  const samples = [];
  let issued = 0;
  const started = performance.now();
  const worker = async () => {
    while (issued < requests) {
      const index = warmup + issued++;
      const result = await send(index);
      latencies.push(result.ms);
      samples.push({ ms: result.ms, spec: result.spec, json: result.json });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  await dispatcher.close();
  return {
    ...percentiles(latencies),
    throughputPerSecond: Number((latencies.length / seconds).toFixed(1)),
    seconds: Number(seconds.toFixed(1)),
    samples,
  };
}
