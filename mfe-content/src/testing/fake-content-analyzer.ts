import { http, HttpResponse } from 'msw';
import {
  AI_PROVIDER_LABELS,
  LOCAL_AI_NOTICE_START,
  type DocumentAnalysis,
  type RecentlyViewed,
} from '@portal/contracts';
import { TEST_API_BASE } from '@portal/test-utils';

const api = (path: string) => `${TEST_API_BASE}/${path}`;

/** The local provider's analysis of a dropped document, as POST v2/assistant/analyzeDocument answers it. */
export function anAnalysis(fileName: string, summary: string): DocumentAnalysis {
  return {
    fileName,
    title: 'Lighthouse Roasters launch review',
    characters: 1200,
    analysedCharacters: 1200,
    analysis: {
      message: {
        role: 'assistant',
        message: `Summary\n${summary}\n\nTone\nPositive${LOCAL_AI_NOTICE_START} taken from “Lighthouse Roasters launch review”, which was not added to the library; no AI model wrote this.`,
      },
      citations: [],
      suggestions: [],
      provider: { kind: 'local', label: AI_PROVIDER_LABELS.local, model: 'extractive' },
      usage: null,
    },
  };
}

/** A refusal as the AI calls answer one: statusCode, error and errorMessage. */
export const anAiRefusal = (statusCode: number, message: string) => ({
  statusCode,
  error: message,
  errorMessage: message,
});

/** What the fake Content Analyzer calls answer, and what they were sent. */
export interface FakeContentAnalyzer {
  viewed: RecentlyViewed['items'];
  /** The next analysis's answer: the analysis, or a refusal with its status. */
  answer: DocumentAnalysis | { status: number; body: ReturnType<typeof anAiRefusal> };
  /** Each document sent: its name, the site asked, and its text. */
  sent: { fileName: string; siteId: string | null; text: string }[];
  recentlyViewedReads: string[];
}

/** The Content Analyzer's calls: the user's recently viewed documents of a site, and a document's analysis. */
export function fakeContentAnalyzer(state: Pick<FakeContentAnalyzer, 'viewed' | 'answer'>) {
  const fake: FakeContentAnalyzer = { ...state, sent: [], recentlyViewedReads: [] };
  const handlers = [
    http.get(api('v2/assetStreams/:siteId/recentlyViewed'), ({ params }) => {
      fake.recentlyViewedReads.push(String(params.siteId));
      return HttpResponse.json({ deploymentIndexId: Number(params.siteId), items: fake.viewed });
    }),
    http.post(api('v2/assistant/analyzeDocument'), async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      fake.sent.push({
        fileName: file.name,
        siteId: new URL(request.url).searchParams.get('deploymentIndexId'),
        text: await file.text(),
      });
      const answer = fake.answer;
      return 'status' in answer ? HttpResponse.json(answer.body, { status: answer.status }) : HttpResponse.json(answer);
    }),
  ];
  return { fake, handlers };
}
