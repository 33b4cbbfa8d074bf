import type { Conversation } from '../entities/ai.js';

/** POST v2/reponseGenerator/getResponses body (the path's spelling is the spec's). */
export interface ResponseGeneratorRequest {
  query: string;
  index: string;
}

/** POST v2/assistant/ask body: a conversation; a failure carries errorMessage. */
export type AssistantAskRequest = Conversation;
export interface AssistantAskError {
  errorMessage: string;
}

/** GET v2/aideployments/getDeploymentInfo query; 'rag' selects the retrieval assistant. */
export interface AiDeploymentInfoQuery {
  deploymentIndexId: number;
  aiDeploymentType: 'rag' | (string & {});
}
