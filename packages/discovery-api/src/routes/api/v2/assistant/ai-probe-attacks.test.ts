import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AI_LIMITS, SEARCH_QUERY_MAX_CHARS, type AskResponse } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { INTERNAL_NETWORK_ADMINS_ONLY } from '../../../../ai/ai-configuration.js';
import { aiDeployments, aiEndpoints } from '../../../../db/schema/index.js';
import { aiSite, type AiSite } from '../../../../test/ai-fixtures.js';
import { AI_USER, PORTAL_ADMIN, SITE_ADMIN } from '../../../../test/cast.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { startFakeOpenAiChat } from '../../../../test/fake-openai-chat.js';

/**
 * The AI attacks a probe of the running portal found (issue 35, P2): one question stopped the portal answering anyone.
 * A question is held to the length a search takes, and the longest one still answers (a question of one-letter words
 * made the ranking's SQL so deep that the embedded database stopped answering altogether).
 */
/** Letters that are words of their own to the search engine (no stop words among them). */
const LETTERS = 'bcfghjklnpqrvwxz';

describe('AI questions found by probing', () => {
  let context: DemoSiteContext;
  let ai: AiSite;
  before(async () => {
    context = await sharedDemoSite();
    // A document that holds every letter of the questions below, so that they match and their words are ranked.
    ai = await aiSite(context, 'AI probe site', [
      {
        title: 'Plans B to Z',
        content: `Options ${[...LETTERS].join(' ')} were weighed.`,
        facets: [],
        published: '2025-06-01',
      },
    ]);
  });

  const COMMON_WORDS =
    'the campaign brand budget report market consumer growth launch video social media results'.split(' ');
  /** `length` characters of common words, as the probe sent. */
  const wordsOf = (length: number) => {
    let text = '';
    for (let index = 0; text.length < length; index += 1) text += `${COMMON_WORDS[(index * 7) % COMMON_WORDS.length]} `;
    return text.slice(0, length);
  };
  /** `length` characters of one-letter words: the most query words a text of that length holds. */
  const lettersOf = (length: number) => {
    let text = '';
    for (let index = 0; text.length < length; index += 1) text += `${LETTERS[index % LETTERS.length]} `;
    return text.slice(0, length).trim();
  };
  const ask = (message: string, as = SITE_ADMIN) =>
    context.request('POST', '/api/v2/assistant/ask', {
      as,
      payload: {
        deploymentIndexId: ai.site.deploymentIndexId,
        gptModel: 'gpt-4o',
        messages: [{ role: 'user', message }],
      },
    });

  test('a question of 3,000 characters is a 400 naming the limit, as a search of that length is', async () => {
    assert.equal(AI_LIMITS.questionMaxChars, SEARCH_QUERY_MAX_CHARS);
    const response = await ask(wordsOf(3000));
    assert.equal(response.statusCode, 400, response.body.slice(0, 300));
    assert.equal(
      response.json().errorMessage,
      `The request is not valid: the question is 3000 characters long; ask in at most ${SEARCH_QUERY_MAX_CHARS}.`,
    );
    const rag = await context.request('POST', '/api/v2/assistant/rag', {
      as: AI_USER,
      payload: { deploymentIndexId: ai.site.deploymentIndexId, query: wordsOf(2000) },
    });
    assert.equal(rag.statusCode, 400, rag.body.slice(0, 300));
    const responses = await context.request('POST', '/api/v2/reponseGenerator/getResponses', {
      as: AI_USER,
      payload: { index: ai.site.deploymentIndexId, query: wordsOf(8000) },
    });
    assert.equal(responses.statusCode, 400, responses.body.slice(0, 300));
  });

  test('the longest question of the most words is answered: the assistant, the retrieval assistant and search', async () => {
    const question = lettersOf(SEARCH_QUERY_MAX_CHARS);
    assert.ok(question.split(' ').length >= 450);
    const answer = await ask(question);
    assert.equal(answer.statusCode, 200, answer.body.slice(0, 300));
    assert.match((answer.json() as AskResponse).message.message, /Local extractive assistant/);
    const rag = await context.request('POST', '/api/v2/assistant/rag', {
      as: AI_USER,
      payload: { deploymentIndexId: ai.site.deploymentIndexId, query: question },
    });
    assert.equal(rag.statusCode, 200, rag.body.slice(0, 300));
    const search = await context.request('POST', '/api/v2/search', {
      as: AI_USER,
      payload: { indexId: ai.site.deploymentIndexId, q: question, queryType: 'full' },
    });
    assert.equal(search.statusCode, 200, search.body.slice(0, 300));
  });

  describe("P4: an AI endpoint on the server's own network", () => {
    let fake: Awaited<ReturnType<typeof startFakeOpenAiChat>>;
    before(async () => {
      fake = await startFakeOpenAiChat();
    });
    after(() => fake.close());

    const configure = (payload: Record<string, unknown>, as = SITE_ADMIN) =>
      context.request('PUT', '/api/v2/aideployments/configuration', {
        as,
        payload: {
          deploymentIndexId: ai.site.deploymentIndexId,
          aiDeploymentType: 'openai',
          provider: 'openai',
          deploymentName: 'probe-gpt',
          authorizationKey: 'probe-key',
          ...payload,
        },
      });
    const endpointsOf = () => context.server.app.db.select().from(aiEndpoints).orderBy(aiEndpoints.aiEndpointId);

    test('a site administrator cannot point an AI deployment at a loopback, link-local or private address', async () => {
      const before = await endpointsOf();
      for (const endpointUrl of [
        `${fake.url}/v1`,
        'http://localhost:9/v1',
        'http://[::1]:9/v1',
        'http://169.254.169.254/latest/meta-data',
        'http://10.0.0.7/v1',
        'http://0x7f000001/v1',
      ]) {
        const refused = await configure({ endpointUrl });
        assert.equal(refused.statusCode, 400, `${endpointUrl}: ${refused.body}`);
        assert.match(refused.json().error, /body\/endpointUrl is a loopback or private address/);
      }
      const marked = await configure({ endpointUrl: `${fake.url}/v1`, internalNetwork: true });
      assert.equal(marked.statusCode, 403, marked.body);
      assert.equal(marked.json().error, INTERNAL_NETWORK_ADMINS_ONLY);
      assert.deepEqual(await endpointsOf(), before, 'nothing was saved');
      assert.equal(fake.received.length, 0, 'nothing was called');
    });

    test('an address that only turns out private when called is not called, and the asker learns nothing of it', async () => {
      // A name that resolves to loopback (as a name of the attacker's could), saved before the guard existed.
      const saved = await configure({ endpointUrl: 'https://collector.example/v1' });
      assert.equal(saved.statusCode, 200, saved.body);
      const [deployment] = await context.server.app.db
        .select({ aiEndpointId: aiDeployments.aiEndpointId })
        .from(aiDeployments)
        .innerJoin(aiEndpoints, eq(aiEndpoints.aiEndpointId, aiDeployments.aiEndpointId))
        .where(and(eq(aiDeployments.deploymentIndexId, ai.site.deploymentIndexId), eq(aiEndpoints.provider, 'openai')));
      await context.server.app.db
        .update(aiEndpoints)
        .set({ endpointUrl: `${fake.url.replace('127.0.0.1', 'localhost')}/v1` })
        .where(eq(aiEndpoints.aiEndpointId, deployment!.aiEndpointId));
      const answer = await ask('What did the Harbour Lights campaign achieve?', AI_USER);
      assert.equal(answer.statusCode, 502, answer.body);
      assert.match(
        answer.json().errorMessage,
        /^The site's AI service is configured with an address on a private network/,
      );
      assert.doesNotMatch(answer.body, /localhost|127\.0\.0\.1|:\d{4,5}/);
      assert.equal(fake.received.length, 0, 'the private address received nothing');
    });

    test('an internal endpoint a portal administrator marked is called; its error body is logged, never shown', async () => {
      const marked = await configure({ endpointUrl: `${fake.url}/v1`, internalNetwork: true }, PORTAL_ADMIN);
      assert.equal(marked.statusCode, 200, marked.body);
      fake.behave({ kind: 'error', status: 500, message: 'db password is hunter2 at 10.1.2.3:5432' });
      const answer = await ask('What did the Harbour Lights campaign achieve?', AI_USER);
      assert.equal(answer.statusCode, 502, answer.body);
      assert.equal(
        answer.json().errorMessage,
        "The site's AI service answered with an error (HTTP 500). Please try again later, or tell the site's administrators if it goes on.",
      );
      assert.doesNotMatch(answer.body, /hunter2|10\.1\.2\.3|127\.0\.0\.1/);
      assert.ok(fake.received.length > 0);
      // A site administrator who moves it elsewhere on the private network loses the mark, and is refused.
      const moved = await configure({ endpointUrl: `${fake.url}/other/v1` });
      assert.equal(moved.statusCode, 400, moved.body);
      // Keys and names at the same address keep it.
      const kept = await configure({ endpointUrl: `${fake.url}/v1`, authorizationKey: 'another-key' });
      assert.equal(kept.statusCode, 200, kept.body);
      assert.equal(
        kept.json().deployments.find((d: { aiDeploymentType: string }) => d.aiDeploymentType === 'openai')
          .internalNetwork,
        true,
      );
    });
  });
});
