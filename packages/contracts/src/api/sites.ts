import { Type, type Static } from 'typebox';
import { MAX_BLOB_NAME_LENGTH, SAS_LIFETIME_MINUTES } from '../constants.js';
import { PERMISSION_NAMES, type PermissionName } from '../entities/permissions.js';
import { NullableString } from './schema-kit.js';

/** POST v2/deployments/duplicateIndex body. */
export const DuplicateIndexRequest = Type.Object(
  {
    IndexId: Type.Integer({ minimum: 1 }),
    CopyName: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { title: 'DuplicateIndexRequest' },
);
export type DuplicateIndexRequest = Static<typeof DuplicateIndexRequest>;

/** POST v2/deployments/generateAssetMetadataSets body. */
export const GenerateAssetMetadataSetsRequest = Type.Object(
  { IndexId: Type.Integer({ minimum: 1 }) },
  { title: 'GenerateAssetMetadataSetsRequest' },
);
export type GenerateAssetMetadataSetsRequest = Static<typeof GenerateAssetMetadataSetsRequest>;

/** POST v2/deployments/generateAssetMetadataSets answer (201): the site's new master set and its fields. */
export const GeneratedMetadataSet = Type.Object(
  {
    setId: Type.Integer(),
    name: Type.String(),
    isMaster: Type.Boolean(),
    deploymentIndexId: Type.Integer(),
    fields: Type.Array(
      Type.Object({
        fieldId: Type.Integer(),
        name: Type.String(),
        code: Type.String(),
        facetGroupName: NullableString,
      }),
    ),
  },
  { title: 'GeneratedMetadataSet' },
);
export type GeneratedMetadataSet = Static<typeof GeneratedMetadataSet>;

/** POST v2/deploymentIndexes/{id}/checkPermissions answer: every permission name, a boolean each. */
export const CheckPermissionsResponse = Type.Object(
  Object.fromEntries(PERMISSION_NAMES.map((name) => [name, Type.Boolean()])) as Record<
    PermissionName,
    ReturnType<typeof Type.Boolean>
  >,
  { title: 'PermissionMap' },
);
export type CheckPermissionsResponse = Static<typeof CheckPermissionsResponse>;

/** GET v2/deploymentIndexes/{id}/getSasToken query. */
export const SasTokenQuery = Type.Object(
  {
    containerName: Type.String({ minLength: 1, description: "The site's containerName or previewContainerName." }),
    blobName: Type.String({
      minLength: 1,
      maxLength: MAX_BLOB_NAME_LENGTH,
      description: 'The path of the file in the container, e.g. <docId>/<file name>.',
    }),
    permission: Type.Optional(Type.Union([Type.Literal('read'), Type.Literal('write')], { default: 'read' })),
  },
  { title: 'SasTokenQuery' },
);
export type SasTokenQuery = Static<typeof SasTokenQuery>;

/** GET v2/deploymentIndexes/{id}/getSasToken answer: everything a browser needs to read or upload one file. */
export const ShortLivedSas = Type.Object(
  {
    sasUrl: Type.String({
      description: 'The file URL with the token: GET it (read) or PUT to it (write), nothing else.',
    }),
    blobUrl: Type.String({ description: 'The file URL without the token: the storage path the uploader stores.' }),
    token: Type.String({
      description: 'The SAS query string (no leading "?"): containerUrl/containerName/blobName?token is sasUrl.',
    }),
    expiresOn: Type.String({
      format: 'date-time',
      description: `When the token stops working: ${SAS_LIFETIME_MINUTES} minutes after it was issued.`,
    }),
    permissions: Type.Union([Type.Literal('r'), Type.Literal('cw')], {
      description: 'r for read; cw (create, write) for write.',
    }),
    containerName: Type.String(),
    blobName: Type.String(),
  },
  { title: 'ShortLivedSas' },
);
export type ShortLivedSas = Static<typeof ShortLivedSas>;

/** GET v2/deploymentIndexes/{id}/getStorageAccountInfo query. */
export const StorageAccountInfoQuery = Type.Object(
  { blobName: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_BLOB_NAME_LENGTH })) },
  { title: 'StorageAccountInfoQuery' },
);
export type StorageAccountInfoQuery = Static<typeof StorageAccountInfoQuery>;

/** GET v2/deploymentIndexes/{id}/getStorageAccountInfo answer: addresses only, no credential (a browser adds a SAS). */
export const StorageAccountInfo = Type.Object(
  {
    accountName: Type.String(),
    accountUrl: Type.String({ description: "The account URL browsers use; the same as the site's containerUrl." }),
    containerName: Type.String(),
    containerUrl: Type.String({ description: 'accountUrl/containerName: where the files go.' }),
    previewContainerName: Type.String(),
    previewContainerUrl: Type.String({ description: 'accountUrl/previewContainerName: where their previews go.' }),
    blobName: NullableString,
    blobUrl: Type.Union([Type.String(), Type.Null()], {
      description: 'The file URL in the main container, when blobName is given.',
    }),
    previewBlobUrl: Type.Union([Type.String(), Type.Null()], {
      description: 'The same name in the preview container, when blobName is given.',
    }),
  },
  { title: 'StorageAccountInfo' },
);
export type StorageAccountInfo = Static<typeof StorageAccountInfo>;
