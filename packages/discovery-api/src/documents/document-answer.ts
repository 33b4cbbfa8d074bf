import { DOCUMENT_ID_FIELD, type DocumentByIdResponse } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { signBlobSas } from '../blob/short-lived-sas.js';
import { loadAssetFacts } from '../assets/asset-facts.js';
import { fileUrlOf } from '../assets/asset-files.js';
import { toSearchDocument } from './search-document.js';
import { type ReadableAsset } from '../assets/asset-access.js';

/**
 * One document as GET v2/document/getdocumentbyid and GET discovery/getdocument/{id} answer it: its search record
 * and a short-lived read token for its file. A private document the user may not see is answered (so the portal
 * can show its title and the Private Asset dialog) with isAccessible false, no content, no description and no
 * token. A document that is not indexed yet is answered from its asset, with empty content.
 */
export async function documentAnswer(
  app: FastifyInstance,
  { asset, access, isAccessible }: ReadableAsset,
): Promise<DocumentByIdResponse> {
  const facts = (await loadAssetFacts(app.db, [asset], access.user.userId, { withContent: isAccessible })).get(
    asset.assetId,
  )!;
  const token =
    isAccessible && asset.blobName
      ? signBlobSas(app, { containerName: access.site.containerName, blobName: asset.blobName, access: 'read' }).token
      : null;
  const document = toSearchDocument(asset, facts, { isAccessible, fileUrl: fileUrlOf(app, access.site, asset) });
  return { document, token, idField: DOCUMENT_ID_FIELD, originalFileName: asset.originalFileName, isAccessible };
}
