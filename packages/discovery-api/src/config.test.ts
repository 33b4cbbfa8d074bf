import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from './config.js';
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
        }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        const text = error.problems.join('\n');
        for (const name of ['PORT', 'PUBLIC_URL', 'AUTH_MODE', 'MAINTENANCE_MODE', 'TLS_CERT_FILE', 'DATABASE_URL']) {
          assert.match(text, new RegExp(`\\b${name}\\b`), `${name} is named`);
        }
        return true;
      },
    );
  });
});
