/** The OpenAPI security requirement of every call that needs a bearer token (routes' `schema.security`). */
export const BEARER_SECURITY = [{ bearerAuth: [] }];
