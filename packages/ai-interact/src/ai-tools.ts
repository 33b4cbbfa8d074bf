import { AI_INTERACTIONS, isAllowed, WRITING_ASSISTANTS, type PermissionMap } from '@portal/contracts';

/** The tools of the Analysis submenu (spec §1: Analysis is Themes, Tones, Preview Image). */
export const ANALYSIS_TOOLS = ['themes', 'tones', 'previewImage'] as const;
/** The AI tools of spec §1 by key, in the menu's order: the writing assistants are keyed by their interaction. */
export const AI_TOOL_KEYS = [
  'askQuestions',
  'summarize',
  'insights',
  ...ANALYSIS_TOOLS,
  ...WRITING_ASSISTANTS,
] as const;
export type AiToolKey = (typeof AI_TOOL_KEYS)[number];

/** Each tool's name, as the menu and the AI remote's panel show it (the writing assistants' from contracts). */
export const AI_TOOL_LABELS: Record<AiToolKey, string> = {
  askQuestions: 'Ask Questions',
  summarize: 'Summarize',
  insights: 'Insights',
  themes: AI_INTERACTIONS.extract_themes,
  tones: AI_INTERACTIONS.extract_tone,
  previewImage: AI_INTERACTIONS.image_analyzer,
  asset_case_study: AI_INTERACTIONS.asset_case_study,
  slide_presentation: AI_INTERACTIONS.slide_presentation,
  newsletter_summary: AI_INTERACTIONS.newsletter_summary,
  socialpost_summary: AI_INTERACTIONS.socialpost_summary,
  image_alt_text: AI_INTERACTIONS.image_alt_text,
  image_caption: AI_INTERACTIONS.image_caption,
};

export const isAiToolKey = (value: unknown): value is AiToolKey =>
  typeof value === 'string' && (AI_TOOL_KEYS as readonly string[]).includes(value);

/** The props of the AI remote's aiTool panel: the tool, and the asset it works on. */
export interface AiToolPanelProps {
  tool: AiToolKey;
  docId: string;
  assetId?: number;
  title?: string;
  siteId?: number;
}

/** The asset a menu works on (the aiTool panel's props but the tool). */
export type AiInteractTarget = Omit<AiToolPanelProps, 'tool'>;

/** The AI Interact menu is shown only with viewOpenAi or viewAiInteract (spec §2.6, §6). */
export const mayInteract = (permissions: PermissionMap): boolean =>
  isAllowed(permissions, 'viewOpenAi') || isAllowed(permissions, 'viewAiInteract');

/** One entry of the menu: a tool, or a submenu of tools. */
export type AiInteractEntry = { tool: AiToolKey } | { submenu: string; tools: readonly AiToolKey[] };

/** The menu (spec §2.6): Ask Questions, Summarize, Insights, the Analysis submenu, the Writing Assistants submenu. */
export const AI_INTERACT_ENTRIES: readonly AiInteractEntry[] = [
  { tool: 'askQuestions' },
  { tool: 'summarize' },
  { tool: 'insights' },
  { submenu: 'Analysis', tools: ANALYSIS_TOOLS },
  { submenu: 'Writing Assistants', tools: WRITING_ASSISTANTS },
];

/** The menu's name. */
export const AI_INTERACT_LABEL = 'AI Interact';
