import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { TestServer } from '../../test/test-server.js';
import { sharedDemoSite } from '../../test/demo-site-context.js';

/** The calls of the site-level API (calls doc §7), as OpenAPI paths under /api. */
const SITE_CALLS = [
  'POST /api/v2/search',
  'GET /api/search/suggestions/{text}',
  'GET /api/search/questions',
  'GET /api/search/facetGraph',
  'GET /api/v2/deployments',
  'PUT /api/v2/deployments/setDefaultIndex/{deploymentIndexId}',
  'POST /api/v2/deployments/duplicateIndex',
  'POST /api/v2/deployments/generateAssetMetadataSets',
  'GET /api/v2/deploymentIndexes/{id}/info',
  'POST /api/v2/deploymentIndexes/{id}/checkPermissions',
  'GET /api/v2/deploymentIndexes/{id}/getSasToken',
  'GET /api/v2/deploymentIndexes/{id}/getStorageAccountInfo',
  'GET /api/v2/acl/portal/navigationItems/{indexId}',
  'GET /api/v2/acl/portal/navigationItems/{indexId}/localPages',
  'POST /api/v2/acl/portal/pages/{deploymentIndexId}/actions/{pageCode}/{actionFlags}',
  // {type} is deploymentIndexes, collections, groups or assets: GET v2/deploymentIndexes/{id}/customization is the first.
  'GET /api/v2/{type}/{id}/customization',
  'POST /api/v2/{type}/customizations',
  'POST /api/v2/{type}/customization/{propertyCode}',
  'PUT /api/v2/{type}/{id}/customization',
  'GET /api/v2/{type}/quicklinks/{id}',
  'POST /api/v2/{type}/quicklinks/{id}',
  'POST /api/v2/{type}/quicklinks',
  'GET /api/v2/{type}/theme/{id}',
  'PUT /api/v2/{type}/theme/{id}',
  'POST /api/v2/{type}/themes',
  'GET /api/v2/{type}/theme/{id}/{image}',
  'GET /api/v2/usergroups/deploymentindex/{id}',
  'GET /api/v2/aideployments/getDeploymentInfo',
  'GET /api/v2/notifications',
  'GET /api/v2/notifications/unreadCount',
  'PUT /api/v2/notifications/{id}/read',
  'PUT /api/v2/notifications/readAll',
  'GET /api/v2/notifications/stream',
  'GET /api/systemMessage',
  'GET /api/maintenanceWindow',
  'POST /api/v2/forms/{formKind}',
  'GET /api/v2/users/me/preferences',
  'PUT /api/v2/users/me/preferences',
  'POST /api/v2/maintenanceWindows',
  'DELETE /api/v2/maintenanceWindows/{maintenanceWindowId}',
  // The uploader (calls doc §7 "Uploader calls"): the entity fetches as GET v2/uploader/<name>, the rest as POST v2/uploader/<name>.
  'GET /api/v2/uploader/getMetadataSets',
  'GET /api/v2/uploader/getUploaderSetById',
  'GET /api/v2/uploader/getAssetForEditing',
  'GET /api/v2/uploader/getAssetWithDefaults',
  'GET /api/v2/uploader/getAssetForCollections',
  'POST /api/v2/uploader/createNewMetadata',
  'POST /api/v2/uploader/saveAssetWithMetadata',
  'POST /api/v2/uploader/markAsUploaded',
  'POST /api/v2/uploader/markPreviewAsUploaded',
  'POST /api/v2/uploader/triggerVideoIndexingUploader',
  'POST /api/v2/uploader/updateAssetWithMetadata',
  'POST /api/v2/uploader/updateAssetCollections',
  'POST /api/v2/uploader/saveAssetCollections',
  'POST /api/v2/uploader/createEdge',
  'POST /api/v2/uploader/processThumbnailsOnFileReplacement',
  'POST /api/v2/assets/{id}/preview',
  'POST /api/v2/assets/{id}/replaceAssetImagery',
  'POST /api/v2/assets/{id}/versions',
  // Search and documents (calls doc §7): the calls around search results.
  'POST /api/v2/assets/listDetails',
  'POST /api/v2/assets/thumbnails',
  'GET /api/v2/assets/document/preview/{id}',
  'POST /api/v2/insights/assetsWithDocIds',
  'GET /api/v2/document/getdocumentbyid',
  'GET /api/v2/document/download',
  'POST /api/v2/document/markAsDownloaded',
  'POST /api/v2/document/downloadSelected',
  'DELETE /api/v2/document/delete',
  'GET /api/v2/search/describe/{id}',
];

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

describe('the OpenAPI document at /api/docs', () => {
  let server: TestServer;
  let operations: Map<string, Operation>;
  before(async () => {
    server = (await sharedDemoSite()).server;
    const document = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = new Map(
      Object.entries(document.paths).flatMap(([path, byMethod]) =>
        Object.entries(byMethod).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const),
      ),
    );
  });

  test('lists every site-level call, each with a success response and its schema', () => {
    const missing = SITE_CALLS.filter((call) => !operations.has(call));
    assert.deepEqual(missing, []);
    for (const call of SITE_CALLS) {
      const responses = (operations.get(call) as Operation).responses;
      const success = responses['200'] ?? responses['201'] ?? responses['202'] ?? responses['204'];
      assert.ok(success, `${call} documents its success response`);
      // An image and a 204 No Content have no JSON body to describe.
      if (!call.endsWith('/{image}') && !(responses['204'] && !responses['200'] && !responses['201']))
        assert.ok(success.content, `${call} documents the success body`);
      assert.ok(
        responses['401'] || call.startsWith('GET /api/systemMessage') || call.startsWith('GET /api/maintenanceWindow'),
        `${call} documents 401`,
      );
    }
  });

  test('every operation documents a schema for each status it answers with a body', () => {
    const undescribed: string[] = [];
    for (const [call, operation] of operations) {
      const statuses = Object.entries(operation.responses);
      if (statuses.length === 0) undescribed.push(`${call}: no responses`);
      for (const [status, response] of statuses) {
        if (status === '204') continue; // No Content: no body to describe.
        const media = Object.values(response.content ?? {});
        if (media.length === 0 || media.some((entry) => !entry.schema)) undescribed.push(`${call} ${status}`);
      }
    }
    assert.deepEqual(undescribed, []);
  });

  test('describes the multipart theme form and the query of the AI deployment info', () => {
    const save = operations.get('PUT /api/v2/{type}/theme/{id}') as Operation;
    const form = save.requestBody?.content['multipart/form-data']?.schema.properties ?? {};
    assert.deepEqual(Object.keys(form).sort(), [
      'heroFile',
      'secondaryThemeColor',
      'themeColor',
      'themeEntityId',
      'thumbnailFile',
    ]);
    const info = operations.get('GET /api/v2/aideployments/getDeploymentInfo') as Operation;
    assert.deepEqual(info.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`).sort(), [
      'query:aiDeploymentType',
      'query:deploymentIndexId',
    ]);
  });

  test('describes the multipart preview form and the register payload of the uploader', () => {
    const preview = operations.get('POST /api/v2/assets/{id}/preview') as Operation;
    assert.deepEqual(Object.keys(preview.requestBody?.content['multipart/form-data']?.schema.properties ?? {}).sort(), [
      'assetId',
      'file',
      'useAsThumbnail',
    ]);
    const register = operations.get('POST /api/v2/uploader/saveAssetWithMetadata') as Operation;
    const body = Object.keys(register.requestBody?.content['application/json']?.schema.properties ?? {}).sort();
    assert.deepEqual(body, [
      'AssetInfos',
      'BulkError',
      'DeploymentIndexId',
      'FakeErrorMessage',
      'MasterSetId',
      'MetadataData',
      'PreviewAssetInfos',
      'UploadingAssets',
    ]);
  });

  test('describes the binary answers of the document downloads and pictures', () => {
    const mediaTypes = (call: string) =>
      Object.keys((operations.get(call) as Operation).responses['200']?.content ?? {});
    assert.deepEqual(mediaTypes('GET /api/v2/document/download'), ['application/octet-stream']);
    assert.deepEqual(mediaTypes('POST /api/v2/document/downloadSelected'), ['application/zip']);
    assert.deepEqual(mediaTypes('GET /api/v2/assets/document/preview/{id}'), ['image/*']);
  });

  test('describes the body of the preferences call', () => {
    const save = operations.get('PUT /api/v2/users/me/preferences') as Operation;
    const body = save.requestBody?.content['application/json']?.schema.properties ?? {};
    assert.deepEqual(Object.keys(body).sort(), ['language', 'resultRenderer', 'rowsPerPage']);
  });
});
