import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TableauToken, TableauTokenQuery } from '@portal/contracts';
import { isAllowedTableauHost, signTableauToken, TABLEAU_NOT_CONFIGURED } from '../../../../bi/tableau.js';
import { readableDocuments } from '../../../../documents/document-access.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * GET v2/tableau?tbh=<host> (calls doc "Dashboards and embeds"): a Tableau connected-app token for the signed-in
 * user (bi/tableau.ts), for a Tableau host the server allows (TABLEAU_HOSTS). Only for users of some site. When
 * Tableau is not configured the answer is 200 with an empty token and `error` saying what to set.
 */
const tableauTokenRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/tableau',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'A Tableau connected-app token (JWT, 5 minutes) for the signed-in user',
        description:
          'tbh is the Tableau host name; 400 for a host the server does not allow (TABLEAU_HOSTS). 403 for a user of no site. When Tableau is not configured, 200 with an empty token and `error`.',
        security: BEARER_SECURITY,
        querystring: TableauTokenQuery,
        response: { 200: TableauToken, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      // No documents are asked about: this is the "signed in and a user of some site" check (403 otherwise).
      const { user } = await readableDocuments(app, request, []);
      const settings = app.config.tableau;
      if (!settings) return { token: '', error: TABLEAU_NOT_CONFIGURED };
      if (!isAllowedTableauHost(settings, request.query.tbh)) {
        throw new HttpError(400, `The request is not valid: tbh names a Tableau host this server does not allow.`);
      }
      return { token: await signTableauToken(settings, user.email), error: null };
    },
  );
};

export default tableauTokenRoute;
