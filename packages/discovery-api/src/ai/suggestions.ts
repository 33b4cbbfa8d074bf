import type { AssistantCollection, AssistantCollectionType } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentVisibleCondition } from '../assets/asset-visibility.js';
import { sqlRows } from '../db/sql-rows.js';
import type { SiteAccess } from '../sites/site-access.js';
import { assetContext } from './asset-context.js';

/**
 * Questions about the site's documents the user may open: the key phrases of the newest ones, as questions. Drawn
 * from the site's own content, so they have answers there.
 */
export async function siteSuggestedQuestions(
  app: FastifyInstance,
  access: SiteAccess,
  signal?: AbortSignal,
  count = 4,
): Promise<string[]> {
  const rows = await sqlRows<{ title: string; content: string }>(
    app.db,
    sql`select d.title, left(d.content, 4000) as content from search_documents d
        where d.deployment_index_id = ${access.site.deploymentIndexId} and ${contentVisibleCondition(access)} and d.content <> ''
        order by d.created desc limit 12`,
  );
  const text = rows.map((row) => `${row.title}.\n${row.content}`).join('\n\n');
  const phrases = await app.localAssistant.run({ kind: 'keyPhrases', text, count: count * 3 }, signal);
  const questions = phrases.slice(0, count).map((phrase) => `What do our documents say about ${phrase.toLowerCase()}?`);
  return questions.length > 0 ? questions : ['What documents does this site have?'];
}

const TITLES: Record<AssistantCollectionType, string> = {
  askQuestions: 'Ask Questions',
  summarize: 'Summarize',
  insights: 'Insights',
  assistant: 'Assistant',
  rag: 'Ask the documents',
};

/**
 * GET v2/assistant/sites/{siteId}/collections/{type}: the prompts a panel starts from. On an asset (docId), questions
 * from its own key phrases; otherwise questions from the site's newest documents. Summarize and Insights offer the
 * follow-ups a reader of a summary asks.
 */
export async function assistantCollection(
  app: FastifyInstance,
  access: SiteAccess,
  type: AssistantCollectionType,
  docId: string | undefined,
): Promise<AssistantCollection> {
  const asset = docId ? await assetContext(app, access, docId) : undefined;
  let prompts: string[];
  if (type === 'summarize') prompts = ['Make it shorter.', 'What are the key figures?', 'Who is this for?'];
  else if (type === 'insights')
    prompts = ['What results does it report?', 'What are the main themes?', 'What is the tone?'];
  else
    prompts = asset
      ? await app.localAssistant.run({ kind: 'suggestions', asset })
      : await siteSuggestedQuestions(app, access);
  return { type, title: TITLES[type], prompts };
}
