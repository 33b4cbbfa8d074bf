import { AI_TOOL_KEYS } from '@portal/ai-interact';
import { newConversation } from '../../../lib/conversation/conversation';
import { AUTOMATED_INSIGHTS, metadataFieldOf, toolOpening } from './ai-tools';

describe('opening an AI tool (spec §4)', () => {
  it('Ask Questions resets the conversation, loads suggestions, opens the ask panel', () => {
    expect(toolOpening('askQuestions')).toEqual({
      title: 'Ask Questions',
      mode: 'chat',
      interaction: null,
      prompts: 'askQuestions',
    });
  });

  it.each([
    ['summarize', 'Summarize', 'summarize_asset', 'Summarize this document.'],
    ['insights', 'Insights', 'insights_summary', 'Give the key insights of this document.'],
  ] as const)('%s resets and loads similarly, and runs its interaction', (tool, title, role, message) => {
    expect(toolOpening(tool)).toEqual({ title, mode: 'rerun_interact', interaction: { role, message }, prompts: tool });
  });

  it.each([
    ['themes', 'Themes', 'extract_themes'],
    ['tones', 'Tones', 'extract_tone'],
    ['previewImage', 'Preview Image', 'image_analyzer'],
    ['asset_case_study', 'Content for a case study', 'asset_case_study'],
    ['slide_presentation', 'Content for a 1-slide presentation', 'slide_presentation'],
    ['newsletter_summary', 'Title and summary for a newsletter', 'newsletter_summary'],
    ['socialpost_summary', 'Title and summary for a social post', 'socialpost_summary'],
    ['image_alt_text', 'Image ALT tag', 'image_alt_text'],
    ['image_caption', 'Image caption', 'image_caption'],
  ] as const)('%s runs its interaction (%s) at once, re-run on a model change', (tool, title, role) => {
    const opening = toolOpening(tool);
    expect(opening).toMatchObject({ title, mode: 'rerun_interact', interaction: { role }, prompts: null });
    expect(opening.interaction?.message).toMatch(/\.$/);
  });

  it('has an opening for every tool of the menu, each a new conversation', () => {
    for (const tool of AI_TOOL_KEYS) expect(toolOpening(tool).title).not.toBe('');
    expect(newConversation(toolOpening('summarize').mode).entries).toEqual([]);
  });

  it("the content page's Analyze runs document_analyzer", () => {
    expect(AUTOMATED_INSIGHTS.interaction).toEqual({ role: 'document_analyzer', message: 'Analyze this document.' });
  });

  it('inserts only the ALT tag and the caption into the metadata', () => {
    expect(metadataFieldOf('image_alt_text')).toBe('altText');
    expect(metadataFieldOf('image_caption')).toBe('imageCaption');
    expect(metadataFieldOf('asset_case_study')).toBeNull();
  });
});
