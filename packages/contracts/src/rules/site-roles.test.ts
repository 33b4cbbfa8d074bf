/// <reference types="node" />
// Run with the package's tests: `npm test` in packages/contracts (node:test through tsx).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PERMISSION_NAMES, type PermissionName } from '../entities/permissions.js';
import {
  ASSET_ABILITIES,
  ENTITY_ABILITIES,
  SITE_ABILITIES,
  SITE_ROLE_CODES,
  SITE_ROLES,
  siteAbilitiesOf,
  type SiteAbilities,
} from './site-roles.js';

/** Abilities that are a permission of spec §6 by another name: a role has one exactly when it has the other. */
const SAME_AS_PERMISSION: [string, (abilities: SiteAbilities) => boolean, (name: PermissionName) => boolean][] = [
  ['assets.upload', (a) => a.assets.has('upload'), (name) => name === 'uploadAsset'],
  ['assets.openPrivate', (a) => a.assets.has('openPrivate'), (name) => name === 'accessPrivateAsset'],
  ['assets.editAny', (a) => a.assets.has('editAny'), (name) => name === 'editDeploymentIndex'],
  ['site.customize', (a) => a.site.has('customize'), (name) => name === 'editDeploymentIndex'],
  ['site.exportReports', (a) => a.site.has('exportReports'), (name) => name === 'exportReports'],
  ['site.analyzeInsights', (a) => a.site.has('analyzeInsights'), (name) => name === 'analyzeInsights'],
  ['site.hybridSearch', (a) => a.site.has('hybridSearch'), (name) => name === 'seeHybridSearchButton'],
  ['site.useAi', (a) => a.site.has('useAi'), (name) => name.startsWith('view')],
];

describe('the role table', () => {
  for (const code of SITE_ROLE_CODES) {
    test(`${code}: every permission name is granted exactly as the table says`, () => {
      const { permissions } = siteAbilitiesOf([code]);
      for (const name of PERMISSION_NAMES) {
        assert.equal(permissions[name], SITE_ROLES[code].permissions.includes(name), `${code} ${name}`);
      }
    });

    test(`${code}: abilities that mirror a permission agree with it`, () => {
      const abilities = siteAbilitiesOf([code]);
      for (const [ability, has, mirrors] of SAME_AS_PERMISSION) {
        const granted = PERMISSION_NAMES.filter(mirrors).some((name) => abilities.permissions[name]);
        assert.equal(has(abilities), granted, `${code} ${ability}`);
      }
    });
  }

  test('only site administrators and portal administrators are trusted with what is private', () => {
    for (const code of SITE_ROLE_CODES) {
      const abilities = siteAbilitiesOf([code]);
      const trusted = code === 'siteAdministrator';
      assert.equal(abilities.assets.has('openPrivate'), trusted, code);
      assert.equal(abilities.assets.has('manageAccess'), trusted, code);
      assert.equal(abilities.collections.has('seeConfidential'), trusted, code);
      assert.equal(abilities.groups.has('seeConfidential'), trusted, code);
      assert.equal(abilities.site.has('manageMembers'), trusted, `${code} manages who uses the site`);
      assert.equal(abilities.site.has('configureAi'), trusted, `${code} configures the site's AI deployments and keys`);
      assert.equal(abilities.site.has('manageAwards'), trusted, `${code} imports award results and sets their points`);
      assert.equal(abilities.portalAdministrator, false, code);
    }
    const administrator = siteAbilitiesOf([], true);
    assert.ok(administrator.portalAdministrator);
    assert.ok(PERMISSION_NAMES.every((name) => administrator.permissions[name]));
    assert.ok(administrator.assets.has('manageAccess') && administrator.collections.has('seeConfidential'));
    assert.ok(administrator.site.has('manageMembers'));
  });

  test('every ability a role names is one the admin screens can describe', () => {
    for (const code of SITE_ROLE_CODES) {
      const role = SITE_ROLES[code];
      for (const ability of role.assets) assert.ok(ASSET_ABILITIES[ability], `${code} assets.${ability}`);
      for (const ability of [...role.collections, ...role.groups])
        assert.ok(ENTITY_ABILITIES[ability], `${code} ${ability}`);
      for (const ability of role.site) assert.ok(SITE_ABILITIES[ability], `${code} site.${ability}`);
      assert.ok(role.name.length > 0);
    }
  });

  test('roles add up; a code the table does not know grants nothing', () => {
    const both = siteAbilitiesOf(['contentUploader', 'siteAnalyst']);
    assert.ok(both.permissions.uploadAsset && both.permissions.analyzeInsights);
    assert.ok(!both.permissions.editDeploymentIndex);
    const unknown = siteAbilitiesOf(['collectionOwner', 'somethingNew']);
    assert.ok(PERMISSION_NAMES.every((name) => !unknown.permissions[name]));
    assert.equal(unknown.assets.size + unknown.collections.size + unknown.groups.size + unknown.site.size, 0);
  });
});
