import { lazyOverlay } from './lazy-overlay';

/** GPT configuration, one component for its panel and its 700px dialog. */
export const GptConfigurationOverlay = lazyOverlay(
  async () => (await import('../features/gpt-configuration/components/gpt-configuration')).GptConfiguration,
);

/** The AI remote's panels by key (PANEL_OWNERS 'mfe_ai'), each loaded when first opened. */
export const AI_PANELS = {
  askBot: lazyOverlay(async () => (await import('../features/assistant/components/ask-bot-panel')).AskBotPanel),
  askBotRag: lazyOverlay(
    async () => (await import('../features/assistant/components/rag-assistant-panel')).RagAssistantPanel,
  ),
  aiTool: lazyOverlay(async () => (await import('../features/ai-tools/components/ai-tool-panel')).AiToolPanel),
  automatedInsights: lazyOverlay(
    async () => (await import('../features/ai-tools/components/automated-insights-panel')).AutomatedInsightsPanel,
  ),
  gptConfiguration: GptConfigurationOverlay,
};
