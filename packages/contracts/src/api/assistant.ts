import { Type, type Static } from 'typebox';
import {
  AI_LIMITS,
  AI_PROVIDER_KINDS,
  ASSISTANT_COLLECTION_TYPES,
  CHAT_ROLES,
  GPT_MODEL_VALUES,
  REASONING_LEVELS,
} from '../constants.js';

const oneOf = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Enum(values as unknown as T[number][], options);

/** A chat message (spec §3): role and message. */
export const ChatMessage = Type.Object(
  {
    role: oneOf(CHAT_ROLES),
    message: Type.String({ maxLength: AI_LIMITS.messageMaxChars }),
  },
  { title: 'ChatMessage', additionalProperties: false },
);
export type ChatMessage = Static<typeof ChatMessage>;

/**
 * POST v2/assistant/ask body: a conversation (spec §3: messages, gptModel, reasoningLevel) and what it is about:
 * the site, and the asset (docId) or collection the AI tools were opened on. The server reads the asset's text
 * itself, for a user who may open it; text a client sends as a message is data, never instructions.
 */
export const Conversation = Type.Object(
  {
    deploymentIndexId: Type.Integer({ minimum: 1 }),
    messages: Type.Array(ChatMessage, { minItems: 1, maxItems: AI_LIMITS.conversationMaxMessages }),
    gptModel: oneOf(GPT_MODEL_VALUES),
    reasoningLevel: Type.Optional(Type.Union([oneOf(REASONING_LEVELS), Type.Null()])),
    docId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    collectionId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { title: 'Conversation', additionalProperties: false },
);
export type Conversation = Static<typeof Conversation>;

/** A numbered source of an answer: the document a passage came from, and its content page. */
export const Citation = Type.Object(
  {
    n: Type.Integer({ minimum: 1, description: 'The number the answer cites it by: [n]' }),
    documentid: Type.String(),
    title: Type.String(),
    url: Type.String({ description: "The document's content page: /sites/{siteId}/content/{docId}/home" }),
    passage: Type.String({ description: 'The passage the answer drew on' }),
  },
  { title: 'Citation', additionalProperties: false },
);
export type Citation = Static<typeof Citation>;

/** Who wrote an answer: the site's deployment and its provider, said plainly (the local extractive assistant or a model). */
export const AiProviderInfo = Type.Object(
  {
    kind: oneOf(AI_PROVIDER_KINDS),
    label: Type.String({ description: "e.g. 'Local extractive assistant' or 'Azure OpenAI'" }),
    model: Type.String({ description: 'The model or deployment that answered' }),
  },
  { title: 'AiProviderInfo', additionalProperties: false },
);
export type AiProviderInfo = Static<typeof AiProviderInfo>;

export const TokenUsage = Type.Object(
  { promptTokens: Type.Integer(), completionTokens: Type.Integer(), totalTokens: Type.Integer() },
  { title: 'TokenUsage', additionalProperties: false },
);
export type TokenUsage = Static<typeof TokenUsage>;

/** POST v2/assistant/ask answer: the reply (its role the interaction's, or assistant), its sources and who wrote it. */
export const AskResponse = Type.Object(
  {
    message: ChatMessage,
    citations: Type.Array(Citation),
    /** Follow-up questions (start_off_suggestions), shown as assistant_suggestions. */
    suggestions: Type.Array(Type.String()),
    provider: AiProviderInfo,
    usage: Type.Union([TokenUsage, Type.Null()], { description: 'Tokens used (null for the local provider)' }),
  },
  { title: 'AskResponse', additionalProperties: false },
);
export type AskResponse = Static<typeof AskResponse>;

/** An AI call's error (spec §7: it carries errorMessage, shown in the conversation). */
export const AiError = Type.Object(
  {
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    error: Type.String(),
    errorMessage: Type.String(),
  },
  { title: 'AiError' },
);
export type AiError = Static<typeof AiError>;

/** POST v2/assistant/rag body (the RAG stream's input: a query and a chat history). */
export const RagRequest = Type.Object(
  {
    deploymentIndexId: Type.Integer({ minimum: 1 }),
    query: Type.String({ minLength: 1, maxLength: AI_LIMITS.questionMaxChars }),
    chatHistory: Type.Array(ChatMessage, { maxItems: AI_LIMITS.conversationMaxMessages, default: [] }),
    gptModel: Type.Optional(oneOf(GPT_MODEL_VALUES)),
    reasoningLevel: Type.Optional(Type.Union([oneOf(REASONING_LEVELS), Type.Null()])),
  },
  { title: 'RagRequest', additionalProperties: false },
);
export type RagRequest = Static<typeof RagRequest>;

/** The retrieval answer (calls doc §7): answer and documents (documentid, title), each claim citing [n]. */
export const RagResponse = Type.Object(
  {
    answer: Type.String(),
    documents: Type.Array(
      Type.Object(
        { documentid: Type.String(), title: Type.String(), url: Type.String() },
        { additionalProperties: false },
      ),
    ),
    citations: Type.Array(Citation),
    /** True when nothing the user may open answers the question: the answer says so and cites nothing. */
    refused: Type.Boolean(),
    provider: AiProviderInfo,
    usage: Type.Union([TokenUsage, Type.Null()]),
  },
  { title: 'RagResponse', additionalProperties: false },
);
export type RagResponse = Static<typeof RagResponse>;

/** GET v2/assistant/sites/{siteId}/collections/{type}: the prompts a panel starts from, drawn from the site's content. */
export const AssistantCollectionParams = Type.Object(
  { siteId: Type.Integer({ minimum: 1 }), type: oneOf(ASSISTANT_COLLECTION_TYPES) },
  { title: 'AssistantCollectionParams' },
);
export type AssistantCollectionParams = Static<typeof AssistantCollectionParams>;
export const AssistantCollectionQuery = Type.Object(
  { docId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) },
  { title: 'AssistantCollectionQuery', additionalProperties: false },
);
export type AssistantCollectionQuery = Static<typeof AssistantCollectionQuery>;
export const AssistantCollection = Type.Object(
  {
    type: oneOf(ASSISTANT_COLLECTION_TYPES),
    title: Type.String(),
    prompts: Type.Array(Type.String()),
  },
  { title: 'AssistantCollection', additionalProperties: false },
);
export type AssistantCollection = Static<typeof AssistantCollection>;

/** POST v2/reponseGenerator/getResponses body (calls doc §7: query and index; the sections may be named). */
export const ResponseGeneratorRequest = Type.Object(
  {
    query: Type.String({ minLength: 1, maxLength: AI_LIMITS.questionMaxChars }),
    index: Type.Integer({ minimum: 1, description: 'The site (deployment index id)' }),
    sections: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
        minItems: 1,
        maxItems: AI_LIMITS.responseSectionsMax,
      }),
    ),
  },
  { title: 'ResponseGeneratorRequest', additionalProperties: false },
);
export type ResponseGeneratorRequest = Static<typeof ResponseGeneratorRequest>;

export const ResponseSection = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    answer: Type.String({ maxLength: 40_000, description: 'The drafted text, citing its sources by [n]' }),
    citations: Type.Array(Citation, { maxItems: 50 }),
  },
  { title: 'ResponseSection', additionalProperties: false },
);
export type ResponseSection = Static<typeof ResponseSection>;

export const GeneratedResponse = Type.Object(
  { query: Type.String(), sections: Type.Array(ResponseSection), provider: AiProviderInfo },
  { title: 'GeneratedResponse', additionalProperties: false },
);
export type GeneratedResponse = Static<typeof GeneratedResponse>;

/** POST v2/reponseGenerator/export body: the response as built (edited, reordered, sources picked) → a DOCX file. */
export const ResponseExportRequest = Type.Object(
  {
    index: Type.Integer({ minimum: 1 }),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    query: Type.String({ maxLength: AI_LIMITS.questionMaxChars }),
    sections: Type.Array(ResponseSection, { minItems: 1, maxItems: AI_LIMITS.responseSectionsMax }),
  },
  { title: 'ResponseExportRequest', additionalProperties: false },
);
export type ResponseExportRequest = Static<typeof ResponseExportRequest>;

/** One AI deployment of a site as GPT configuration shows it: the keys are never sent back, only whether they are set. */
export const AiDeploymentSettings = Type.Object(
  {
    aiDeploymentType: Type.String(),
    aiDeploymentTypeName: Type.String(),
    provider: oneOf(AI_PROVIDER_KINDS),
    deploymentName: Type.String(),
    endpointUrl: Type.String(),
    apimEndpointUrl: Type.Union([Type.String(), Type.Null()]),
    hasAuthorizationKey: Type.Boolean(),
    hasApimSubscriptionKey: Type.Boolean(),
    internalNetwork: Type.Boolean({
      description: "Marked by a portal administrator as on the organisation's own network (its address may be private)",
    }),
  },
  { title: 'AiDeploymentSettings', additionalProperties: false },
);
export type AiDeploymentSettings = Static<typeof AiDeploymentSettings>;

export const AiConfigurationQuery = Type.Object(
  { deploymentIndexId: Type.Integer({ minimum: 1 }) },
  { title: 'AiConfigurationQuery' },
);
export type AiConfigurationQuery = Static<typeof AiConfigurationQuery>;

/** GET v2/aideployments/configuration answer (site administrators). */
export const AiConfiguration = Type.Object(
  {
    deployments: Type.Array(AiDeploymentSettings),
    /** The types a site may configure, by code ('openai' for the assistant and tools, 'rag' for the retrieval assistant). */
    types: Type.Array(Type.Object({ code: Type.String(), name: Type.String() }, { additionalProperties: false })),
    /** Whether the caller may mark an endpoint as on the internal network (portal administrators). */
    canMarkInternalNetwork: Type.Boolean(),
  },
  { title: 'AiConfiguration', additionalProperties: false },
);
export type AiConfiguration = Static<typeof AiConfiguration>;

const url = (description: string) => Type.String({ minLength: 1, maxLength: 500, pattern: '^https?://', description });

/**
 * PUT v2/aideployments/configuration body. A key left out keeps the stored one; an empty string removes it. The
 * local provider needs no endpoint (it is the portal's own).
 */
export const AiDeploymentUpdate = Type.Object(
  {
    deploymentIndexId: Type.Integer({ minimum: 1 }),
    aiDeploymentType: Type.String({ minLength: 1, maxLength: 50 }),
    provider: oneOf(AI_PROVIDER_KINDS),
    deploymentName: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$' }),
    endpointUrl: Type.Optional(url('The service address (not used by the local provider)')),
    authorizationKey: Type.Optional(Type.String({ maxLength: 500 })),
    apimEndpointUrl: Type.Optional(Type.Union([url('An API Management gateway in front of the service'), Type.Null()])),
    apimSubscriptionKey: Type.Optional(Type.String({ maxLength: 500 })),
    internalNetwork: Type.Optional(
      Type.Boolean({
        description:
          "The service is on the organisation's own network, so its address may be a loopback or private one (portal administrators only; a change of address by anyone else clears it)",
      }),
    ),
  },
  { title: 'AiDeploymentUpdate', additionalProperties: false },
);
export type AiDeploymentUpdate = Static<typeof AiDeploymentUpdate>;

/** GET v2/assistant/usage: the signed-in user's AI calls this hour against their limit, and their tokens this month. */
export const AiUsage = Type.Object(
  {
    callsThisHour: Type.Integer(),
    callsPerHour: Type.Integer(),
    tokensThisMonth: Type.Integer(),
  },
  { title: 'AiUsage', additionalProperties: false },
);
export type AiUsage = Static<typeof AiUsage>;
