export type GptModel = 'gpt-4o' | 'gpt-5';
export const GPT_MODELS: { label: string; value: GptModel }[] = [
  { label: 'GPT-4o', value: 'gpt-4o' },
  { label: 'GPT-5', value: 'gpt-5' },
];
export const DEFAULT_GPT_MODEL: GptModel = 'gpt-4o';
export type ReasoningLevel = 'Low' | 'Medium' | 'High';

export type ChatRole =
  | 'system'
  | 'user'
  | 'assistant'
  | 'openai_error'
  | 'summarize_asset'
  | 'summarize_asset_briefly'
  | 'asset_case_study'
  | 'custom_case_study'
  | 'extract_themes'
  | 'extract_tone'
  | 'newsletter_summary'
  | 'slide_presentation'
  | 'socialpost_summary'
  | 'ask_questions_on_collection'
  | 'start_off_suggestions'
  | 'content'
  | 'insights_summary'
  | 'image_analyzer'
  | 'share_message'
  | 'document_analyzer'
  | 'assistant_suggestions'
  | (string & {});

export interface ChatMessage {
  role: ChatRole;
  message: string;
}

export interface Conversation {
  messages: ChatMessage[];
  gptModel: GptModel;
  reasoningLevel: ReasoningLevel | null;
}

export interface RagRequest {
  query: string;
  chatHistory: ChatMessage[];
}

export interface RagReply {
  answer: string;
  documents: { documentid: string; title: string }[];
}
