import {
  AI_INTERACTIONS,
  AI_LIMITS,
  type AiInteraction,
  type AskResponse,
  type ChatMessage,
  type Citation,
  type Conversation,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireCollectionRead } from '../collections/collection-access.js';
import { HttpError } from '../http/http-error.js';
import { splitIntoPassages } from '../search/passages.js';
import type { SiteAccess } from '../sites/site-access.js';
import { failureOutcome, finishAiCall, startAiCall, type AiCallStart } from './ai-calls.js';
import { assetContext, type AssetContext } from './asset-context.js';
import { citationsOf, localNotice, modelAnswer, streamLocal } from './answering.js';
import { INTERACTION_TASKS, quotedAsset, SYSTEM_RULES } from './prompts.js';
import type { ChatModel, ChatTurn } from './providers/chat-model.js';
import { hasWords, retrievePassages, withinCollection, type RetrievedPassage } from './retrieval.js';
import { siteAi } from './site-ai.js';
import { requireAiPermission, type AiFeature } from './ai-permissions.js';
import { siteSuggestedQuestions as siteSuggestions } from './suggestions.js';

/** Roles of the replies and notes a conversation carries: never the request. */
const REPLY_ROLES: ReadonlySet<string> = new Set([
  'assistant',
  'openai_error',
  'assistant_suggestions',
  'system',
  'content',
]);

const isInteraction = (role: string): role is AiInteraction => role in AI_INTERACTIONS;

/** The message the conversation asks to be answered: its last one that is not a reply. */
function requestOf(conversation: Conversation): ChatMessage {
  const request = conversation.messages.findLast((message) => !REPLY_ROLES.has(message.role));
  if (!request)
    throw new HttpError(400, 'The request is not valid: body/messages has no question or interaction to answer.');
  if (request.role === 'user' && !hasWords(request.message))
    throw new HttpError(400, 'The request is not valid: the question is empty.');
  // A question goes to the search engine: it is held to the length a search takes (the replies of a conversation,
  // which only a model reads, may be longer).
  if (request.message.length > AI_LIMITS.questionMaxChars)
    throw new HttpError(
      400,
      `The request is not valid: the question is ${request.message.length} characters long; ask in at most ${AI_LIMITS.questionMaxChars}.`,
    );
  return request;
}

/** The earlier turns a model sees: the user's words and the replies, as the conversation holds them. */
function historyOf(conversation: Conversation, request: ChatMessage): ChatTurn[] {
  const before = conversation.messages.slice(0, conversation.messages.lastIndexOf(request));
  return before.flatMap((message): ChatTurn[] => {
    if (message.role === 'user') return [{ role: 'user', content: message.message }];
    if (message.role === 'assistant') return [{ role: 'assistant', content: message.message }];
    return [];
  });
}

export interface AskOptions {
  signal: AbortSignal;
  onDelta?: (text: string) => void;
}

/**
 * Which AI feature a request is (ai-permissions.ts): the content page's Analyze; a tool or question on an asset or a
 * collection (the AI Interact menu); otherwise the assistant, whose own suggestions (start_off_suggestions without an
 * asset or collection) are the assistant's too.
 */
function featureOf(conversation: Conversation, message: ChatMessage): AiFeature {
  if (message.role === 'document_analyzer') return 'analyze';
  const onAsset = conversation.docId !== undefined || conversation.collectionId !== undefined;
  if (onAsset) return 'interact';
  return isInteraction(message.role) && message.role !== 'start_off_suggestions' ? 'interact' : 'assistant';
}

/**
 * POST v2/assistant/ask: answers a conversation's last request on a site, for a user with the AI permissions (the AI
 * tools on an asset or collection need viewOpenAi or viewAiInteract; the assistant, viewOpenAi or viewAiAssistant;
 * Analyze, analyzeInsights: featureOf).
 * The asset's text is read by the server for a user who may open it; a question is answered from the asset, the
 * collection's assets or the site's documents the user may open, with numbered citations. Which service answers is
 * the site's 'openai' deployment (site-ai.ts); the local extractive assistant says so in every reply.
 */
export async function ask(
  app: FastifyInstance,
  request: FastifyRequest,
  access: SiteAccess,
  conversation: Conversation,
  options: AskOptions,
): Promise<AskResponse> {
  const message = requestOf(conversation);
  requireAiPermission(access, featureOf(conversation, message));
  const interaction = isInteraction(message.role) ? message.role : undefined;
  if (
    interaction &&
    interaction !== 'start_off_suggestions' &&
    interaction !== 'ask_questions_on_collection' &&
    !conversation.docId
  )
    throw new HttpError(
      400,
      `The request is not valid: body/docId names the asset for ${AI_INTERACTIONS[interaction]}.`,
    );
  if (interaction === 'ask_questions_on_collection' && !conversation.collectionId && !conversation.docId)
    throw new HttpError(400, 'The request is not valid: body/collectionId names the collection to ask questions on.');

  const asset = conversation.docId ? await assetContext(app, access, conversation.docId) : undefined;
  const collection =
    conversation.collectionId !== undefined
      ? (await requireCollectionRead(app, request, conversation.collectionId, access.site.deploymentIndexId)).collection
      : undefined;
  return answerRequest(
    app,
    access,
    conversation,
    { message, interaction, asset, collectionId: collection?.collectionId },
    options,
  );
}

/**
 * Answers one request on the site's AI (its 'openai' deployment, else the local extractive assistant: site-ai.ts),
 * recorded as an AI call and counted against the user's limit as it starts (ai-calls.ts), for a caller that has
 * checked the permission: ask above, and the Content Analyzer on a document that is not in the library
 * (document-analysis.ts, recorded as its own `call`).
 */
export async function answerRequest(
  app: FastifyInstance,
  access: SiteAccess,
  conversation: Conversation,
  request: AskRequest,
  options: AskOptions,
  call: AiCallStart['call'] = 'ask',
): Promise<AskResponse> {
  const ai = await siteAi(app, access.site, 'openai');
  const startedAt = performance.now();
  const callId = await startAiCall(app, access, {
    call,
    interaction: request.interaction ?? 'user',
    provider: ai.kind,
    model: ai.kind === 'local' ? ai.info.model : conversation.gptModel,
  });
  try {
    const answer =
      ai.kind === 'local'
        ? await askLocal(app, access, request, options)
        : await askModel(app, access, conversation, request, ai.model, options);
    await finishAiCall(app, callId, 'ok', startedAt, { usage: answer.usage, model: answer.model });
    return {
      message: { role: 'assistant', message: answer.text },
      citations: answer.citations,
      suggestions: answer.suggestions,
      provider: ai.kind === 'local' ? ai.info : { ...ai.info, model: answer.model ?? ai.info.model },
      usage: answer.usage ?? null,
    };
  } catch (error) {
    await finishAiCall(app, callId, failureOutcome(options.signal), startedAt);
    throw error;
  }
}

/** What is answered: the request, its interaction, and the asset or collection it is about. */
export interface AskRequest {
  message: ChatMessage;
  interaction: AiInteraction | undefined;
  asset: AssetContext | undefined;
  collectionId: number | undefined;
  /** The asset is a document sent to be analysed, not one of the library (it has no metadata to speak of). */
  unstored?: boolean;
}

interface Answer {
  text: string;
  citations: Citation[];
  suggestions: string[];
  usage?: AskResponse['usage'];
  model?: string;
}

/** The asset's own text as numbered passages (all [1]), to answer a question about it. */
function assetPassages(asset: AssetContext): RetrievedPassage[] {
  const text = [asset.description, asset.text].filter(Boolean).join('\n\n');
  return splitIntoPassages(text, { targetWords: 120 }).map((passage, index) => ({
    n: 1,
    assetId: asset.assetId,
    docId: asset.docId,
    title: asset.title,
    text: passage,
    score: -index,
    overlap: 0,
  }));
}

async function passagesFor(
  app: FastifyInstance,
  access: SiteAccess,
  request: AskRequest,
  question: string,
  signal: AbortSignal,
) {
  if (request.asset) return assetPassages(request.asset);
  return retrievePassages(app, access, question, {
    within: request.collectionId !== undefined ? withinCollection(request.collectionId) : undefined,
    signal,
  });
}

const NOT_FOUND = (where: string) =>
  `I could not find an answer to this in ${where}. Try other words, or ask about something the documents cover.`;

const whereOf = (request: AskRequest) =>
  request.asset
    ? `“${request.asset.title}”`
    : request.collectionId !== undefined
      ? 'the documents of this collection you may open'
      : 'the documents of this site you may open';

async function askLocal(
  app: FastifyInstance,
  access: SiteAccess,
  request: AskRequest,
  options: AskOptions,
): Promise<Answer> {
  const { interaction, asset } = request;
  if (interaction === 'start_off_suggestions') {
    const suggestions = asset
      ? await app.localAssistant.run({ kind: 'suggestions', asset }, options.signal)
      : await siteSuggestions(app, access, options.signal);
    const text = `Here are some questions you could ask:\n${suggestions.join('\n')}`;
    await streamLocal(`${text}\n\n${localNotice()}`, options);
    return { text: `${text}\n\n${localNotice()}`, citations: [], suggestions };
  }
  if (interaction && interaction !== 'ask_questions_on_collection' && asset) {
    const reply = await app.localAssistant.run({ kind: 'interaction', interaction, asset }, options.signal);
    const text = `${reply}\n\n${localNotice(asset.title, request.unstored ? 'unstored' : 'asset')}`;
    await streamLocal(text, options);
    return { text, citations: [], suggestions: [] };
  }
  const question =
    interaction === 'ask_questions_on_collection' && !request.message.message.trim()
      ? 'What are these documents about?'
      : request.message.message;
  const passages = await passagesFor(app, access, request, question, options.signal);
  const answer = await app.localAssistant.run({ kind: 'answer', question, sources: passages }, options.signal);
  const text = `${answer.text || NOT_FOUND(whereOf(request))}\n\n${localNotice()}`;
  await streamLocal(text, options);
  return { text, citations: citationsOf(access, passages, answer.cited, answer.text), suggestions: [] };
}

async function askModel(
  app: FastifyInstance,
  access: SiteAccess,
  conversation: Conversation,
  request: AskRequest,
  model: ChatModel,
  options: AskOptions,
): Promise<Answer> {
  const { interaction, asset } = request;
  const history = historyOf(conversation, request.message);
  if (interaction && interaction !== 'ask_questions_on_collection' && asset) {
    const reply = await model.complete({
      messages: [
        { role: 'system', content: SYSTEM_RULES },
        ...history,
        { role: 'user', content: `${INTERACTION_TASKS[interaction]}\n\n${quotedAsset(asset)}` },
      ],
      model: conversation.gptModel,
      reasoningLevel: conversation.reasoningLevel,
      signal: options.signal,
      onDelta: options.onDelta,
    });
    const suggestions =
      interaction === 'start_off_suggestions'
        ? reply.text
            .split('\n')
            .map((line) => line.replace(/^[\s\-•*\d.)]+/u, '').trim())
            .filter(Boolean)
            .slice(0, 6)
        : [];
    return { text: reply.text, citations: [], suggestions, usage: reply.usage, model: reply.model };
  }
  if (interaction === 'start_off_suggestions') {
    const suggestions = await siteSuggestions(app, access, options.signal);
    const text = `Here are some questions you could ask:\n${suggestions.join('\n')}`;
    options.onDelta?.(text);
    return { text, citations: [], suggestions };
  }
  const question =
    interaction === 'ask_questions_on_collection' && !request.message.message.trim()
      ? 'What are these documents about?'
      : request.message.message;
  const passages = await passagesFor(app, access, request, question, options.signal);
  if (passages.length === 0) {
    const text = NOT_FOUND(whereOf(request));
    options.onDelta?.(text);
    return { text, citations: [], suggestions: [] };
  }
  const answer = await modelAnswer(model, {
    question,
    passages,
    history,
    conversation,
    signal: options.signal,
    onDelta: options.onDelta,
  });
  return {
    text: answer.text,
    citations: citationsOf(access, passages, answer.cited),
    suggestions: [],
    usage: answer.usage,
    model: answer.model,
  };
}
