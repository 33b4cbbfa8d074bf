import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from './portal-config.js';
import { repositoryRoot } from './package-paths.js';

describe('loadConfig', () => {
  test('defaults to the embedded setup on https://localhost:8443', () => {
    const config = loadConfig({}, '/srv/portal');
    assert.equal(config.port, 8443);
    assert.equal(config.listenHost, '127.0.0.1');
    assert.equal(config.publicUrl, 'https://localhost:8443');
    assert.equal(config.dataDir, '/srv/portal/data');
    assert.equal(config.registryFile, '/srv/portal/data/registry.json');
    assert.equal(config.webRoot, repositoryRoot);
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.maintenanceMode, false);
    assert.deepEqual(config.links, {});
    assert.equal(config.translationScriptUrl, null);
    assert.deepEqual(config.auth, {
      embeddedProvider: true,
      authority: 'https://localhost:8443/oidc',
      clientId: 'discovery-portal',
      scopes: ['openid', 'profile', 'email'],
      mode: 'openid',
      apiAudience: 'https://localhost:8443/api',
      apiScopes: ['api'],
      tokenAudience: 'discovery-portal',
    });
  });

  test('oauth mode expects the access token for OIDC_AUDIENCE', () => {
    const config = loadConfig({
      AUTH_MODE: 'oauth',
      OIDC_ISSUER: 'https://login.example.com/tenant/v2.0',
      OIDC_AUDIENCE: 'api://discovery',
      OIDC_API_SCOPES: 'api://discovery/access',
    });
    assert.equal(config.auth.embeddedProvider, false);
    assert.equal(config.auth.authority, 'https://login.example.com/tenant/v2.0');
    assert.equal(config.auth.tokenAudience, 'api://discovery');
    assert.deepEqual(config.auth.apiScopes, ['api://discovery/access']);
  });

  test('PUBLIC_URL follows PORT and PORTAL_HOST unless set', () => {
    assert.equal(loadConfig({ PORT: '9443', PORTAL_HOST: 'portal.test' }).publicUrl, 'https://portal.test:9443');
    assert.equal(loadConfig({ PUBLIC_URL: 'https://portal.example.com/' }).publicUrl, 'https://portal.example.com');
  });

  test('reads the placeholder links and the translation script', () => {
    const config = loadConfig({
      PORTAL_LINKS: JSON.stringify({
        requestAccessFormUrl: 'https://forms.example.com/request-access',
        needHelp: 'mailto:portal-support@example.com',
        'brand.guide': 'http://intranet.example/brand',
      }),
      TRANSLATION_SCRIPT_URL: 'https://translate.example.com/element.js?cb=initTranslate',
    });
    assert.deepEqual(config.links, {
      requestAccessFormUrl: 'https://forms.example.com/request-access',
      needHelp: 'mailto:portal-support@example.com',
      'brand.guide': 'http://intranet.example/brand',
    });
    assert.equal(config.translationScriptUrl, 'https://translate.example.com/element.js?cb=initTranslate');
  });

  test('refuses PORTAL_LINKS that is not a JSON object of http(s) or mailto: addresses, naming it', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        assert.ok(error instanceof ConfigError);
        return error.problems;
      }
      return assert.fail(`${JSON.stringify(env)} was accepted`);
    };
    const cases: [string, RegExp][] = [
      [
        '{"requestAccessFormUrl": https://forms.example.com}',
        /^PORTAL_LINKS must be a JSON object such as .+ \(it is not valid JSON: /,
      ],
      ['["https://forms.example.com"]', /^PORTAL_LINKS must be a JSON object such as .+ \(got an array\)\.$/],
      ['"https://forms.example.com"', /^PORTAL_LINKS must be a JSON object/],
      [
        '{"help": "javascript:alert(1)"}',
        /^PORTAL_LINKS\.help must be an http\(s\) URL or a mailto: address \(got "javascript:alert\(1\)"\)\.$/,
      ],
      ['{"help": "/relative/path"}', /^PORTAL_LINKS\.help must be an http\(s\) URL or a mailto: address/],
      ['{"help": 42}', /^PORTAL_LINKS\.help must be an http\(s\) URL or a mailto: address \(got 42\)\.$/],
      ['{"request access": "https://forms.example.com"}', /^PORTAL_LINKS: "request access" is not a placeholder name/],
    ];
    for (const [value, message] of cases) {
      const problems = problemsOf({ PORTAL_LINKS: value });
      assert.equal(problems.length, 1, value);
      assert.match(problems[0] ?? '', message, value);
    }
  });

  test('TRANSLATION_SCRIPT_URL must be an absolute https URL', () => {
    for (const [value, message] of [
      [
        'http://translate.example.com/element.js',
        /^TRANSLATION_SCRIPT_URL must use https \(got "http:\/\/translate\.example\.com\/element\.js"\)\.$/,
      ],
      ['//translate.example.com/element.js', /^TRANSLATION_SCRIPT_URL must be an absolute https URL/],
    ] as const) {
      assert.throws(
        () => loadConfig({ TRANSLATION_SCRIPT_URL: value }),
        (error: unknown) =>
          error instanceof ConfigError && error.problems.length === 1 && message.test(error.problems[0] ?? ''),
        value,
      );
    }
  });

  test('PORTAL_ENVIRONMENT: production unless named, in lower case; a name that is no short word is refused', () => {
    assert.equal(loadConfig({}).environment, 'production');
    assert.equal(loadConfig({ PORTAL_ENVIRONMENT: ' Staging ' }).environment, 'staging');
    assert.throws(
      () => loadConfig({ PORTAL_ENVIRONMENT: '<script>' }),
      (error: unknown) => error instanceof ConfigError && /^PORTAL_ENVIRONMENT must be/.test(error.problems[0] ?? ''),
    );
  });

  test('PORTAL_JOB_EXPIRE_SECONDS: 900 unless set; below 2 or not a whole number is refused, naming it', () => {
    assert.equal(loadConfig({}).jobExpireSeconds, 900);
    assert.equal(loadConfig({ PORTAL_JOB_EXPIRE_SECONDS: '30' }).jobExpireSeconds, 30);
    for (const value of ['1', '0', 'soon', '2.5'])
      assert.throws(
        () => loadConfig({ PORTAL_JOB_EXPIRE_SECONDS: value }),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.problems.some((problem) => problem.includes('PORTAL_JOB_EXPIRE_SECONDS')),
        value,
      );
  });

  test('names every bad variable at once', () => {
    assert.throws(
      () =>
        loadConfig({
          PORT: 'eighty',
          PUBLIC_URL: 'http://insecure.example',
          AUTH_MODE: 'saml',
          MAINTENANCE_MODE: 'maybe',
          TLS_CERT_FILE: 'cert.pem',
          DATABASE_URL: 'mysql://db',
          PORTAL_LINKS: '{not json',
          TRANSLATION_SCRIPT_URL: 'ftp://translate.example.com/element.js',
        }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        const text = error.problems.join('\n');
        for (const name of [
          'PORT',
          'PUBLIC_URL',
          'AUTH_MODE',
          'MAINTENANCE_MODE',
          'TLS_CERT_FILE',
          'DATABASE_URL',
          'PORTAL_LINKS',
          'TRANSLATION_SCRIPT_URL',
        ]) {
          assert.match(text, new RegExp(`\\b${name}\\b`), `${name} is named`);
        }
        return true;
      },
    );
  });
});

test('PORTAL_TEST_FAULTS is off by default, on only when asked, and refused for a portal that is not on localhost', () => {
  assert.equal(loadConfig({}).testFaults, false);
  assert.equal(loadConfig({ PORTAL_TEST_FAULTS: 'off' }).testFaults, false);
  assert.equal(loadConfig({ PORTAL_TEST_FAULTS: 'on' }).testFaults, true);
  for (const [env, message] of [
    [{ PORTAL_TEST_FAULTS: 'yes please' }, /PORTAL_TEST_FAULTS must be "on" or "off"/],
    [
      { PORTAL_TEST_FAULTS: 'on', PUBLIC_URL: 'https://portal.example.com' },
      /PORTAL_TEST_FAULTS=on is only for a test server on https:\/\/localhost/,
    ],
  ] as const) {
    assert.throws(
      () => loadConfig(env),
      (error) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, message);
        return true;
      },
    );
  }
});

test('Power BI and Tableau embedding: off unless configured, read when set, a half-set one named', () => {
  const none = loadConfig({}, '/srv/portal');
  assert.equal(none.powerBi, undefined);
  assert.equal(none.tableau, undefined);

  const config = loadConfig(
    {
      POWERBI_TENANT_ID: 'tenant',
      POWERBI_CLIENT_ID: 'client',
      POWERBI_CLIENT_SECRET: 'secret',
      POWERBI_API_URL: 'http://127.0.0.1:9000/',
      TABLEAU_CLIENT_ID: 'app',
      TABLEAU_SECRET_ID: 'kid',
      TABLEAU_SECRET_VALUE: 'value',
      TABLEAU_HOSTS: ' Tableau.Example.com, 10ax.online.tableau.com ',
    },
    '/srv/portal',
  );
  assert.deepEqual(config.powerBi, {
    tenantId: 'tenant',
    clientId: 'client',
    clientSecret: 'secret',
    authorityHost: 'https://login.microsoftonline.com',
    apiUrl: 'http://127.0.0.1:9000',
  });
  assert.deepEqual(config.tableau, {
    clientId: 'app',
    secretId: 'kid',
    secretValue: 'value',
    hosts: ['tableau.example.com', '10ax.online.tableau.com'],
  });

  assert.throws(
    () =>
      loadConfig({
        POWERBI_TENANT_ID: 'tenant',
        POWERBI_AUTHORITY_HOST: 'login.example.com',
        TABLEAU_SECRET_VALUE: 'value',
      }),
    (error) =>
      error instanceof ConfigError &&
      error.problems.length === 2 &&
      /POWERBI_CLIENT_ID and POWERBI_CLIENT_SECRET missing/.test(error.problems[0] ?? '') &&
      /TABLEAU_CLIENT_ID, TABLEAU_SECRET_ID and TABLEAU_HOSTS missing/.test(error.problems[1] ?? ''),
  );
  assert.throws(
    () =>
      loadConfig({
        POWERBI_TENANT_ID: 'tenant',
        POWERBI_CLIENT_ID: 'client',
        POWERBI_CLIENT_SECRET: 'secret',
        POWERBI_AUTHORITY_HOST: 'login.example.com',
      }),
    /POWERBI_AUTHORITY_HOST must be an http\(s\) URL/,
  );
});
