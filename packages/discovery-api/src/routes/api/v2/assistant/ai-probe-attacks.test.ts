import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { AI_LIMITS, SEARCH_QUERY_MAX_CHARS, type AskResponse } from '@portal/contracts';
import { aiSite, type AiSite } from '../../../../test/ai-fixtures.js';
import { AI_USER, SITE_ADMIN } from '../../../../test/cast.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';

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
});
