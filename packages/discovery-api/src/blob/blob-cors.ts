import type { BlobServiceClient, CorsRule } from '@azure/storage-blob';

/** Azure keeps at most five CORS rules per service. */
const MAX_CORS_RULES = 5;

/** What browsers on the portal do with a SAS: read (GET, HEAD) and upload (PUT, single-shot or in blocks). */
export const portalCorsRule = (origin: string): CorsRule => ({
  allowedOrigins: origin,
  allowedMethods: 'GET,HEAD,PUT,OPTIONS',
  allowedHeaders: '*',
  exposedHeaders: '*',
  maxAgeInSeconds: 3600,
});

const sameRule = (a: CorsRule, b: CorsRule) =>
  a.allowedOrigins === b.allowedOrigins &&
  a.allowedMethods === b.allowedMethods &&
  a.allowedHeaders === b.allowedHeaders &&
  a.exposedHeaders === b.exposedHeaders &&
  a.maxAgeInSeconds === b.maxAgeInSeconds;

/**
 * Lets browsers on the portal's origin call the blob service directly (the production case: Azure, where
 * uploads and previews go from the browser to storage with a SAS). Rules for other origins are kept; the
 * service is only written to when the portal's rule is missing or different.
 * Returns what it did, for the start-up log.
 */
export async function allowPortalOrigin(
  blobs: BlobServiceClient,
  portalPublicUrl: string,
  abortSignal?: AbortSignal,
): Promise<'unchanged' | 'updated'> {
  const origin = new URL(portalPublicUrl).origin;
  const wanted = portalCorsRule(origin);
  const current = (await blobs.getProperties({ abortSignal })).cors ?? [];
  if (current.some((rule) => sameRule(rule, wanted))) return 'unchanged';
  const others = current.filter((rule) => rule.allowedOrigins !== origin);
  if (others.length >= MAX_CORS_RULES) {
    throw new Error(
      `the blob service already has ${others.length} CORS rules for other origins (Azure allows ${MAX_CORS_RULES}); add ${origin} by hand.`,
    );
  }
  await blobs.setProperties({ cors: [...others, wanted] }, { abortSignal });
  return 'updated';
}
