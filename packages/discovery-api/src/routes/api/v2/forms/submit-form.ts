import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FormSubmissionRequest, FormSubmitted } from '@portal/contracts';
import { FORM_KINDS, FORM_RULES, validateFormFields, type FormKind } from '../../../../forms/form-rules.js';
import { notifyFormReceived } from '../../../../forms/notify-form-received.js';
import { storeFormSubmission } from '../../../../forms/store-form-submission.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/**
 * `POST /api/v2/forms/{formKind}` (path chosen here; the spec only says the forms are hosted by an
 * external provider): stores a form for a site that has no external form address. A site with one
 * collects its forms there, so the call is refused with 409 and that address. A stored form notifies
 * its sender and the site's editors (src/forms/notify-form-received.ts).
 */
const submitFormRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/forms/:formKind',
    {
      schema: {
        tags: ['forms'],
        summary: 'Submits a request, ticket or feedback form of a site that collects its forms itself',
        description: Object.entries(FORM_RULES)
          .map(
            ([kind, rules]) =>
              `${kind} (${rules.title}): ${Object.entries(rules.fields)
                .map(([name, rule]) => `${name}${rule.required ? '*' : ''} ≤${rule.maxLength}`)
                .join(', ')}`,
          )
          .join('; '),
        security: BEARER_SECURITY,
        params: Type.Object({ formKind: Type.Unsafe<FormKind>(Type.String({ enum: [...FORM_KINDS] })) }),
        body: FormSubmissionRequest,
        response: {
          201: FormSubmitted,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const kind = request.params.formKind;
      const { user, site } = await requireSiteAccess(app, request, request.body.deploymentIndexId);
      if (site.externalFormAddress) {
        throw new HttpError(
          409,
          `This site collects '${FORM_RULES[kind].title}' through its own form provider: ${site.externalFormAddress}`,
        );
      }
      const payload = validateFormFields(kind, request.body.fields);
      const row = await storeFormSubmission(app.db, {
        formKind: kind,
        userId: user.userId,
        deploymentIndexId: site.deploymentIndexId,
        payload,
      });
      // The form is stored; a notification that cannot be written must not turn that into a failure.
      await notifyFormReceived(app.db, user, site, kind).catch((error: unknown) =>
        request.log.error({ err: error }, 'Form stored, but its notifications failed'),
      );
      return reply.code(201).send(row);
    },
  );
};

export default submitFormRoute;
