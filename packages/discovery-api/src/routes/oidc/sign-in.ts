import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rateLimitMessage } from '@portal/contracts';
import { errors } from 'oidc-provider';
import { eq } from 'drizzle-orm';
import { appendAuditEntry } from '../../db/audit-log.js';
import { identityAccounts, users } from '../../db/schema/index.js';
import { normaliseEmail, verifyCredentials } from '../../identity/accounts.js';
import { grantRequestedAccess } from '../../identity/grant-requested-access.js';
import { renderSignInErrorPage } from '../../identity/pages/sign-in-error-page.js';
import { renderSignInPage } from '../../identity/pages/sign-in-page.js';
import { SignInThrottle, tooManyAttemptsMessage } from '../../identity/sign-in-throttle.js';
import { INTERACTION_PATH } from '../../plugins/app/identity-provider.js';
import { ACCOUNT_DISABLED_MESSAGE } from '../../users/account-status.js';

const InteractionParams = Type.Object({ uid: Type.String({ minLength: 1, maxLength: 200 }) });
const Credentials = Type.Object({
  email: Type.String({ maxLength: 320, default: '' }),
  password: Type.String({ maxLength: 1024, default: '' }),
});

function sendPage(reply: FastifyReply, statusCode: number, html: string) {
  return reply
    .code(statusCode)
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', "frame-ancestors 'none'")
    .type('text/html; charset=utf-8')
    .send(html);
}

/** The embedded provider's interaction pages: sign-in with email and password; consent is granted without asking. */
const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const embedded = app.identityProvider;
  if (!embedded) return;
  const { provider } = embedded;
  const portalUrl = app.config.publicUrl;
  const throttle = new SignInThrottle();

  /**
   * A sign-in or a refused one, in the audit log, with the portal user when the email is one. An email that is no
   * account's is not written (whatever was typed would become the entry's actor): the entry says so instead.
   */
  const logSignIn = async (
    request: FastifyRequest,
    kind: 'sign-in' | 'sign-in-failure',
    email: string,
    detail: string | null,
  ) => {
    const typed = normaliseEmail(email);
    const [user] = typed ? await app.db.select({ userId: users.userId }).from(users).where(eq(users.email, typed)) : [];
    const [account] =
      typed && !user
        ? await app.db
            .select({ email: identityAccounts.email })
            .from(identityAccounts)
            .where(eq(identityAccounts.email, typed))
        : [];
    const known = Boolean(user ?? account);
    await appendAuditEntry(app.db, {
      kind,
      action: kind,
      actorUserId: user?.userId ?? null,
      actorEmail: known ? typed : null,
      ip: request.ip,
      method: request.method,
      path: INTERACTION_PATH,
      requestId: String(request.id),
      detail: [detail, typed && !known && '(an email that is no account’s)'].filter(Boolean).join(' ') || null,
    });
  };

  const loadInteraction = async (request: FastifyRequest, reply: FastifyReply, uid: string) => {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      if (interaction.uid === uid) return interaction;
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
    }
    sendPage(
      reply,
      400,
      renderSignInErrorPage({
        message: 'This sign-in page has expired or was already used. Go back to the portal and sign in again.',
        portalUrl,
      }),
    );
    return undefined;
  };

  app.get(`${INTERACTION_PATH}/:uid`, { schema: { hide: true, params: InteractionParams } }, async (request, reply) => {
    const interaction = await loadInteraction(request, reply, request.params.uid);
    if (!interaction) return reply;

    if (interaction.prompt.name === 'login') {
      const loginHint = interaction.params.login_hint;
      return sendPage(
        reply,
        200,
        renderSignInPage({
          formAction: `${INTERACTION_PATH}/${interaction.uid}/login`,
          email: typeof loginHint === 'string' ? loginHint : undefined,
        }),
      );
    }

    if (interaction.prompt.name === 'consent') {
      const grantId = await grantRequestedAccess(provider, interaction);
      const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
      return reply.redirect(returnTo, 303);
    }

    return sendPage(
      reply,
      400,
      renderSignInErrorPage({ message: `This sign-in step (${interaction.prompt.name}) is not supported.`, portalUrl }),
    );
  });

  app.post(
    `${INTERACTION_PATH}/:uid/login`,
    { schema: { hide: true, params: InteractionParams, body: Credentials } },
    async (request, reply) => {
      const interaction = await loadInteraction(request, reply, request.params.uid);
      if (!interaction) return reply;
      const formAction = `${INTERACTION_PATH}/${interaction.uid}/login`;
      if (interaction.prompt.name !== 'login') {
        return reply.redirect(`${INTERACTION_PATH}/${interaction.uid}`, 303);
      }

      const { email, password } = request.body;
      const attempt = { email, address: request.ip };
      // Form posts from one address are rate limited (RATE_LIMIT_SIGN_IN): past it, refused and written once.
      const posts = await app.rateLimits.limiter.take('signIn', `address:${request.ip}`);
      if (posts.exceeded) {
        if (posts.count === posts.max + 1)
          await logSignIn(
            request,
            'sign-in-failure',
            '',
            `too many sign-in attempts from this address: the next ones until ${posts.resetsAt.toISOString()} are refused and not written`,
          );
        reply.header('Retry-After', String(posts.retryAfterSeconds));
        return sendPage(
          reply,
          429,
          renderSignInPage({ formAction, email, refusal: rateLimitMessage('signIn', posts.retryAfterSeconds) }),
        );
      }
      // Refused before the password is checked, with the same answer whether or not the account exists.
      const lockedFor = throttle.lockedFor(attempt);
      if (lockedFor > 0) {
        await logSignIn(request, 'sign-in-failure', email, 'too many attempts');
        reply.header('Retry-After', String(Math.ceil(lockedFor / 1000)));
        return sendPage(
          reply,
          429,
          renderSignInPage({ formAction, email, refusal: tooManyAttemptsMessage(lockedFor) }),
        );
      }

      const account = email && password ? await verifyCredentials(app.db, email, password) : undefined;
      if (!account) {
        throttle.recordFailure(attempt);
        await logSignIn(request, 'sign-in-failure', email, 'wrong email or password');
        return sendPage(reply, 401, renderSignInPage({ formAction, email, failed: true }));
      }
      throttle.recordSuccess(attempt);
      const [portalUser] = await app.db
        .select({ status: users.status })
        .from(users)
        .where(eq(users.email, account.email.toLowerCase()));
      if (portalUser?.status === 'disabled') {
        await logSignIn(request, 'sign-in-failure', account.email, 'account disabled');
        return sendPage(reply, 403, renderSignInPage({ formAction, email, refusal: ACCOUNT_DISABLED_MESSAGE }));
      }
      await logSignIn(request, 'sign-in', account.email, null);

      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: account.accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );
};

export default signInRoutes;
