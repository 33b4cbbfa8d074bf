export * from './identity-accounts.js';
export * from './oidc-models.js';
export * from './users.js';
