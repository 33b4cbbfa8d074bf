import { testSiteContext } from '@portal/test-utils';
import { RAG_ENDPOINT } from '../../../testing/fake-assistant-server';
import { mayUseAssistant, mayUseRetrievalAssistant } from './assistant-access';

describe('who may use the assistants (spec §6)', () => {
  it('the assistant needs viewOpenAi or viewAiAssistant', () => {
    expect(mayUseAssistant({ viewOpenAi: true })).toBe(true);
    expect(mayUseAssistant({ viewAiAssistant: true })).toBe(true);
    expect(mayUseAssistant({ viewAiInteract: true, viewRagAssistant: true })).toBe(false);
  });

  it('the retrieval assistant needs viewRagAssistant plus the endpoint info', () => {
    const withEndpoint = { ...testSiteContext(), ragEndpoint: RAG_ENDPOINT };
    expect(mayUseRetrievalAssistant({ viewRagAssistant: true }, withEndpoint)).toBe(true);
    expect(mayUseRetrievalAssistant({ viewRagAssistant: true }, testSiteContext())).toBe(false);
    expect(mayUseRetrievalAssistant({ viewOpenAi: true }, withEndpoint)).toBe(false);
    expect(mayUseRetrievalAssistant({ viewRagAssistant: true }, null)).toBe(false);
  });
});
