import { http, HttpResponse, type JsonBodyType } from 'msw';
import type {
  AiConfiguration,
  AiDeploymentUpdate,
  AiError,
  AiUsage,
  AskResponse,
  AssistantCollection,
  AssistantCollectionType,
  Citation,
  Conversation,
  RagRequest,
  RagResponse,
} from '@portal/contracts';
import { LOCAL_AI_NOTICE_START } from '@portal/contracts';
import { TEST_API_BASE } from '@portal/test-utils';
import { sseResponse, type SseEvent } from './sse';

/** The site's retrieval assistant deployment (spec §6 getDeploymentInfo 'rag'), as the shell's site context holds it. */
export const RAG_ENDPOINT = {
  aiDeploymentId: 4,
  deploymentName: 'rag',
  aideploymentTypeId: 2,
  aiendpoint: { aiendpointId: 5, endpointUrl: 'https://rag.test', apimEndpointUrl: null },
};

export const LOCAL_PROVIDER = { kind: 'local' as const, label: 'Local extractive assistant', model: 'extractive' };
export const AZURE_PROVIDER = { kind: 'azure-openai' as const, label: 'Azure OpenAI', model: 'gpt-5' };

export const HARBOUR_CITATION: Citation = {
  n: 1,
  documentid: 'doc-1',
  title: 'Harbour brief',
  url: '/sites/12/content/doc-1/home',
  passage: 'The harbour launch reached 2 million people.',
};

/** The prompts of each collection type (GET v2/assistant/sites/{siteId}/collections/{type}). */
export const PROMPTS: Record<AssistantCollectionType, string[]> = {
  askQuestions: ['Who is the client?', 'What were the results?'],
  summarize: ['Summarize it in three bullet points.'],
  insights: ['Which insight matters most for retail?'],
  assistant: ['Which campaigns launched this year?', 'What do we know about harbour launches?'],
  rag: ['Which documents mention harbour launches?'],
};

/** The reply text of each interaction the fake server performs (by the role of the request). */
export const REPLIES: Record<string, string> = {
  summarize_asset: 'A launch brief for the harbour campaign.',
  insights_summary: 'Retail footfall rose by a third.',
  extract_themes: 'Themes: community, the sea, renewal.',
  extract_tone: 'Tone: warm and confident.',
  image_analyzer: 'A harbour at dawn with fishing boats.',
  document_analyzer: 'The document is a campaign brief with measured results.',
  asset_case_study: 'Case study: the harbour launch.',
  slide_presentation: 'Slide: Harbour launch — 2 million reached.',
  newsletter_summary: 'Harbour launch: 2 million reached.',
  socialpost_summary: 'We reached 2 million people at the harbour!',
  image_alt_text: 'Fishing boats moored in a harbour at sunrise',
  image_caption: 'Dawn over the harbour, the day of the launch.',
};
export const SUGGESTED = ['Who was the audience?', 'What did it cost?'];

/** The request of a conversation: its last message that is not a reply or an error (as the server reads it). */
export const requestOf = (conversation: { messages: { role: string; message: string }[] }) =>
  conversation.messages.findLast(
    (message) => !['assistant', 'openai_error', 'assistant_suggestions'].includes(message.role),
  );

/** The fake's answer to a conversation: the interaction's reply, suggestions, or an answer citing the harbour brief. */
export function answerTo(conversation: Conversation): AskResponse {
  const request = requestOf(conversation)!;
  const provider = conversation.gptModel === 'gpt-5' ? AZURE_PROVIDER : LOCAL_PROVIDER;
  if (request.role === 'start_off_suggestions')
    return {
      message: { role: 'assistant', message: '' },
      citations: [],
      suggestions: SUGGESTED,
      provider,
      usage: null,
    };
  const reply = REPLIES[request.role];
  if (reply) {
    // As the local assistant does, the reply ends with its notice (LOCAL_AI_NOTICE_START): copied and inserted without it.
    const message = `${reply}${LOCAL_AI_NOTICE_START} taken from “Harbour brief” and its metadata; no AI model wrote this.`;
    return { message: { role: 'assistant', message }, citations: [], suggestions: [], provider, usage: null };
  }
  return {
    message: { role: 'assistant', message: `About “${request.message}”: it reached 2 million people [1].` },
    citations: [HARBOUR_CITATION],
    suggestions: [],
    provider,
    usage: null,
  };
}

/** An answer streamed as the server does: the reply in two pieces, then the whole answer. */
export function streamed(answer: AskResponse | RagResponse) {
  const text = 'answer' in answer ? answer.answer : answer.message.message;
  const half = Math.ceil(text.length / 2);
  const pieces = [text.slice(0, half), text.slice(half)].filter(Boolean);
  const events: SseEvent[] = [
    ...pieces.map((piece) => ({ event: 'delta' as const, data: { text: piece } })),
    { event: 'done', data: answer },
  ];
  return events;
}

export const failure = (statusCode: number, errorMessage: string): AiError => ({
  statusCode,
  error: statusCode === 429 ? 'Too Many Requests' : 'Bad Gateway',
  errorMessage,
});

export const CONFIGURATION: AiConfiguration = {
  types: [
    { code: 'openai', name: 'Assistant and AI tools' },
    { code: 'rag', name: 'Retrieval assistant' },
  ],
  deployments: [
    {
      aiDeploymentType: 'openai',
      aiDeploymentTypeName: 'Assistant and AI tools',
      provider: 'azure-openai',
      deploymentName: 'gpt-4o-portal',
      endpointUrl: 'https://nordic.openai.azure.test',
      apimEndpointUrl: null,
      hasAuthorizationKey: true,
      hasApimSubscriptionKey: false,
      internalNetwork: false,
    },
  ],
  canMarkInternalNetwork: false,
};

/**
 * The assistant's server for panel tests: answers asks (streamed) and retrieval questions, the prompts of each
 * collection, the user's usage, the GPT configuration, the asset of a doc id and its metadata save. `state` keeps
 * what was sent.
 */
export function fakeAssistantServer({ createdByUserId = 1 }: { createdByUserId?: number } = {}) {
  const state = {
    asks: [] as Conversation[],
    rags: [] as RagRequest[],
    saves: [] as { assetId: string; body: JsonBodyType }[],
    configurationSaves: [] as AiDeploymentUpdate[],
    collections: [] as string[],
    assetReads: 0,
    usage: { callsThisHour: 3, callsPerHour: 120, tokensThisMonth: 0 } as AiUsage,
  };
  const api = (path: string) => `${TEST_API_BASE}/v2/${path}`;
  const handlers = [
    http.post(api('assistant/ask'), async ({ request }) => {
      const conversation = (await request.json()) as Conversation;
      state.asks.push(conversation);
      state.usage = { ...state.usage, callsThisHour: state.usage.callsThisHour + 1 };
      return sseResponse(streamed(answerTo(conversation))).response;
    }),
    http.post(api('assistant/rag'), async ({ request }) => {
      const rag = (await request.json()) as RagRequest;
      state.rags.push(rag);
      const answer: RagResponse = {
        answer: 'Two briefs mention harbour launches [1].',
        documents: [{ documentid: 'doc-1', title: 'Harbour brief', url: HARBOUR_CITATION.url }],
        citations: [HARBOUR_CITATION],
        refused: false,
        provider: LOCAL_PROVIDER,
        usage: null,
      };
      return sseResponse(streamed(answer)).response;
    }),
    http.get(api('assistant/sites/:siteId/collections/:type'), ({ params, request }) => {
      const type = params.type as AssistantCollectionType;
      const docId = new URL(request.url).searchParams.get('docId');
      state.collections.push(`${params.siteId}/${type}${docId ? `?docId=${docId}` : ''}`);
      return HttpResponse.json({ type, title: type, prompts: PROMPTS[type] } satisfies AssistantCollection);
    }),
    http.get(api('assistant/usage'), () => HttpResponse.json(state.usage)),
    http.post(api('insights/assetsWithDocIds'), async ({ request }) => {
      const [docId] = (await request.json()) as string[];
      state.assetReads += 1;
      return HttpResponse.json({
        [docId!.toLowerCase()]: { assetId: 31, docId, title: 'Harbour brief', createdByUserId, isAccessible: true },
      });
    }),
    http.put(api('insights/save/:assetId'), async ({ params, request }) => {
      state.saves.push({ assetId: String(params.assetId), body: (await request.json()) as JsonBodyType });
      return HttpResponse.json({});
    }),
    http.get(api('aideployments/configuration'), () => HttpResponse.json(CONFIGURATION)),
    http.put(api('aideployments/configuration'), async ({ request }) => {
      const update = (await request.json()) as AiDeploymentUpdate;
      state.configurationSaves.push(update);
      return HttpResponse.json(CONFIGURATION);
    }),
  ];
  return { handlers, state };
}
