import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ACCESS_MESSAGES,
  DocumentDownloadQuery,
  DocumentRef,
  DownloadSelectedRequest,
  InteractionInsight,
  MAX_ZIP_FILES,
} from '@portal/contracts';
import { readableDocuments, requireSiteDocument } from '../../../../documents/document-access.js';
import { contentDisposition } from '../../../../blob/served-file-headers.js';
import { binaryResponse, downloadName, openFile, storedFile } from '../../../../assets/asset-files.js';
import { interactionInsightOf } from '../../../../assets/interaction-insights.js';
import { recordAssetInteraction } from '../../../../assets/asset-interactions.js';
import { MAX_ZIP_BYTES, uniqueEntryNames, zipStream, type ZipFile } from '../../../../assets/zip-download.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const errors = errorResponses(400, 401, 403, 404);
const NOT_INCLUDED = 'Not included.txt';

/** The reply headers of a file download. */
const fileHeaders = (fileName: string, contentType: string) => ({
  'content-type': contentType,
  'content-disposition': contentDisposition(fileName),
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
});

/**
 * The doc id a download names: `id` (the call list's name) or `docid` (the uploader's generic download, calls doc §7
 * "Uploader calls"), exactly one of them: with both or neither the caller's meaning is unclear, so it is a 400.
 */
function downloadDocId({ id, docid }: DocumentDownloadQuery): string {
  if (id !== undefined && docid !== undefined)
    throw new HttpError(400, 'The request is not valid: name the document with id or with docid, not both.');
  const docId = id ?? docid;
  if (docId === undefined)
    throw new HttpError(400, 'The request is not valid: querystring must name the document with id or docid.');
  return docId;
}

/**
 * GET v2/document/download, POST v2/document/markAsDownloaded and POST v2/document/downloadSelected
 * (spec §7). Files are only ever served to users who may see the asset's content (403 with the spec's
 * private-asset message otherwise) and are streamed from storage, never held in memory. Downloading does
 * not count as a download by itself: the portal records one with markAsDownloaded (an asset_interactions
 * row and an asset_report_events row of the 'downloads' report), as the spec lists it as its own call.
 */
const documentDownloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/document/download',
    {
      schema: {
        tags: ['documents'],
        summary: "A document's file, as an attachment with its original file name",
        description:
          "The document is named by id or by docid (the uploader's name for it), exactly one of them; both or neither is a 400.",
        security: BEARER_SECURITY,
        querystring: DocumentDownloadQuery,
        response: {
          200: binaryResponse('application/octet-stream', 'The file, with its own content type.'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const docId = downloadDocId(request.query);
      const { asset, access, isAccessible } = await requireSiteDocument(app, request, docId, request.query.indexId);
      if (!isAccessible) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
      const file = await openFile(app, access.site, asset);
      reply.headers(fileHeaders(downloadName(asset), file.contentType));
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.stream);
    },
  );

  app.post(
    '/document/markAsDownloaded',
    {
      schema: {
        tags: ['documents'],
        summary: 'Records that the user downloaded a document; answers its interaction counts',
        security: BEARER_SECURITY,
        querystring: DocumentRef,
        response: { 200: InteractionInsight, ...errors },
      },
    },
    async (request) => {
      const { asset, access, isAccessible } = await requireSiteDocument(
        app,
        request,
        request.query.id,
        request.query.indexId,
      );
      if (!isAccessible) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
      const userId = access.user.userId;
      await recordAssetInteraction(app.db, asset.assetId, userId, 'download');
      return interactionInsightOf(app.db, asset.assetId, userId);
    },
  );

  app.post(
    '/document/downloadSelected',
    {
      schema: {
        tags: ['documents'],
        summary: `A ZIP of the selected documents' files (at most ${MAX_ZIP_FILES} files, ${MAX_ZIP_BYTES / 1024 / 1024} MB in all)`,
        description:
          `Files the user may not have (unknown doc ids, other sites, private assets they may not see, files not in storage) are left out and listed in "${NOT_INCLUDED}" inside the ZIP. ` +
          `400 beyond ${MAX_ZIP_FILES} documents or ${MAX_ZIP_BYTES / 1024 / 1024} MB; 403 (private-asset message) or 404 when no file at all can be included. Not counted as downloads.`,
        security: BEARER_SECURITY,
        body: DownloadSelectedRequest,
        response: { 200: binaryResponse('application/zip', 'The ZIP.'), ...errors },
      },
    },
    async (request, reply) => {
      const ids = [...new Set(request.body.ids)];
      if (ids.length > MAX_ZIP_FILES) {
        throw new HttpError(
          400,
          `The request is not valid: body/ids names ${ids.length} documents; downloadSelected takes at most ${MAX_ZIP_FILES}.`,
        );
      }
      const { documents } = await readableDocuments(app, request, ids);
      const chosen: (ZipFile & { size: number })[] = [];
      const leftOut: { id: string; reason: string }[] = [];
      const seen = new Set<number>();
      for (const id of ids) {
        const document = documents.get(id);
        if (!document) leftOut.push({ id, reason: 'not found' });
        else if (!document.isAccessible) leftOut.push({ id, reason: ACCESS_MESSAGES.privateAsset });
        else if (!seen.has(document.asset.assetId)) {
          seen.add(document.asset.assetId);
          const file = await storedFile(app, document.access.site, document.asset).catch((error: unknown) => {
            if (error instanceof HttpError && error.statusCode === 404) return undefined;
            throw error;
          });
          if (!file) leftOut.push({ id, reason: 'the file is not in storage' });
          else
            chosen.push({
              name: downloadName(document.asset),
              containerName: document.access.site.containerName,
              blobName: file.blobName,
              size: file.size,
            });
        }
      }
      if (chosen.length === 0) {
        if (leftOut.every((entry) => entry.reason === ACCESS_MESSAGES.privateAsset))
          throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
        throw new HttpError(404, 'None of the selected documents has a file you may download.');
      }
      const total = chosen.reduce((sum, file) => sum + file.size, 0);
      if (total > MAX_ZIP_BYTES) {
        throw new HttpError(
          400,
          `The request is not valid: the selected files total ${Math.ceil(total / 1024 / 1024)} MB; downloadSelected takes at most ${MAX_ZIP_BYTES / 1024 / 1024} MB.`,
        );
      }
      const names = uniqueEntryNames([...chosen.map((file) => file.name), ...(leftOut.length ? [NOT_INCLUDED] : [])]);
      const files = chosen.map((file, index) => ({ ...file, name: names[index]! }));
      const notes = leftOut.length
        ? {
            name: names[chosen.length]!,
            text: `Not included:\r\n${leftOut.map((entry) => `${entry.id}: ${entry.reason}`).join('\r\n')}\r\n`,
          }
        : undefined;
      reply.headers(fileHeaders(`documents-${new Date().toISOString().slice(0, 10)}.zip`, 'application/zip'));
      return reply.send(zipStream(app, files, notes));
    },
  );
};

export default documentDownloadRoutes;
