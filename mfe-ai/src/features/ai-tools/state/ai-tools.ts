import { AI_TOOL_LABELS, type AiToolKey } from '@portal/ai-interact';
import type { AiInteraction, AssistantCollectionType, ChatMessage } from '@portal/contracts';
import type { ConversationMode } from '../../../lib/conversation/conversation';

/** How an AI tool's panel opens: what it is called, the interaction it runs at once, and the prompts it loads. */
export interface ToolOpening {
  title: string;
  /** 'chat' for Ask Questions; 'rerun_interact' for a tool that runs an interaction (spec §4). */
  mode: ConversationMode;
  /** The interaction run on opening (none for Ask Questions, which waits for a question). */
  interaction: ChatMessage | null;
  /** The collection of prompts loaded on opening (GET v2/assistant/sites/{siteId}/collections/{type}). */
  prompts: AssistantCollectionType | null;
}

/** The instruction each interaction shows in the conversation as the user's message. */
export const INSTRUCTIONS = {
  summarize_asset: 'Summarize this document.',
  insights_summary: 'Give the key insights of this document.',
  extract_themes: 'Extract the themes of this document.',
  extract_tone: 'Describe the tone of this document.',
  image_analyzer: 'Describe the preview image of this asset.',
  document_analyzer: 'Analyze this document.',
  asset_case_study: 'Write content for a case study from this document.',
  slide_presentation: 'Write content for a 1-slide presentation from this document.',
  newsletter_summary: 'Write a title and summary for a newsletter from this document.',
  socialpost_summary: 'Write a title and summary for a social post from this document.',
  image_alt_text: 'Write an ALT tag for the image of this asset.',
  image_caption: 'Write a caption for the image of this asset.',
} as const satisfies Partial<Record<AiInteraction, string>>;
type InstructedInteraction = keyof typeof INSTRUCTIONS;

const interaction = (role: InstructedInteraction): ChatMessage => ({ role, message: INSTRUCTIONS[role] });

/** The interaction each tool but Ask Questions runs. */
const TOOL_INTERACTIONS: Record<Exclude<AiToolKey, 'askQuestions'>, InstructedInteraction> = {
  summarize: 'summarize_asset',
  insights: 'insights_summary',
  themes: 'extract_themes',
  tones: 'extract_tone',
  previewImage: 'image_analyzer',
  asset_case_study: 'asset_case_study',
  slide_presentation: 'slide_presentation',
  newsletter_summary: 'newsletter_summary',
  socialpost_summary: 'socialpost_summary',
  image_alt_text: 'image_alt_text',
  image_caption: 'image_caption',
};

/** The prompts a tool loads (spec §4: Ask Questions loads suggestions; Summarize and Insights load similarly). */
const TOOL_PROMPTS: Partial<Record<AiToolKey, AssistantCollectionType>> = {
  askQuestions: 'askQuestions',
  summarize: 'summarize',
  insights: 'insights',
};

/**
 * How a tool's panel opens (spec §4). Ask Questions resets the conversation, loads suggestions and opens the ask panel;
 * Summarize and Insights reset and load similarly, and run their interaction; every other tool resets and runs its
 * interaction. Each opening is a new conversation: the panel starts one for each tool and asset.
 */
export function toolOpening(tool: AiToolKey): ToolOpening {
  const prompts = TOOL_PROMPTS[tool] ?? null;
  if (tool === 'askQuestions') return { title: AI_TOOL_LABELS[tool], mode: 'chat', interaction: null, prompts };
  return {
    title: AI_TOOL_LABELS[tool],
    mode: 'rerun_interact',
    interaction: interaction(TOOL_INTERACTIONS[tool]),
    prompts,
  };
}

/** The content page's Analyze: automated insights (document_analyzer), run at once. */
export const AUTOMATED_INSIGHTS: ToolOpening = {
  title: 'Automated insights',
  mode: 'rerun_interact',
  interaction: interaction('document_analyzer'),
  prompts: null,
};

/** The asset metadata field a writing assistant's reply may be inserted into. */
export const METADATA_FIELDS = { image_alt_text: 'altText', image_caption: 'imageCaption' } as const;
export type MetadataField = (typeof METADATA_FIELDS)[keyof typeof METADATA_FIELDS];
export const metadataFieldOf = (tool: AiToolKey): MetadataField | null =>
  tool === 'image_alt_text' || tool === 'image_caption' ? METADATA_FIELDS[tool] : null;
