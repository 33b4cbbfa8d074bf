import type { PortalConfig } from '../config/portal-config.js';

/**
 * GraphiQL, the in-browser explorer of /api/graphql, is served at /api/graphiql in the embedded default only: a
 * portal running its own OpenID provider is a demo or development one (config/portal-config.ts). A production
 * portal (an external issuer) serves no explorer and answers no introspection: its clients read the schema at
 * /api/graphql/schema.graphql.
 */
export const graphiqlEnabled = (config: Pick<PortalConfig, 'auth'>) => config.auth.embeddedProvider;

/**
 * The page's content security policy. Mercurius' GraphiQL page loads React and GraphiQL from unpkg.com (pinned
 * versions, with a service worker that keeps them), so that origin is allowed for scripts, styles and the worker's
 * fetches; queries go to the portal itself. Nothing may frame it.
 */
export const GRAPHIQL_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://unpkg.com",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "img-src 'self' data: https:",
  "font-src 'self' data: https://unpkg.com",
  "connect-src 'self' https://unpkg.com",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');
