import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { VideoAppearance, VideoInsightsResponse } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { VideoInsightsDialog } from './video-insights-dialog';

const server = createMswServer();

const at = (startSeconds: number): VideoAppearance => ({
  startTime: `0:00:${String(startSeconds).padStart(2, '0')}.000`,
  endTime: `0:00:${String(startSeconds + 2).padStart(2, '0')}.000`,
  startSeconds,
  endSeconds: startSeconds + 2,
});
const face = (name: string, appearances: VideoAppearance[]) => ({
  name,
  appearances,
  age: null,
  gender: null,
  faceBoundingBox: null,
  confidence: 0.9,
});

function insights(fields: Partial<VideoInsightsResponse> = {}): VideoInsightsResponse {
  return {
    provider: 'videoIndexer',
    id: 'vi-1',
    name: 'Launch film',
    state: 'Processed',
    reason: null,
    privacyMode: 'Public',
    durationInSeconds: 75,
    width: null,
    height: null,
    scenes: [],
    summarizedInsights: {
      keywords: [
        { name: 'harbour', appearances: [at(3), at(20)] },
        { name: 'never seen', appearances: [] },
      ],
      faces: [face('Ava Morgan', [at(5)]), face('Unknown #1', [at(7)]), face('Liam Chen', [])],
      sentiments: [{ sentimentKey: 'Positive', seenDurationRatio: 0.6, appearances: [at(0)] }],
      namedLocations: [{ name: 'Oslo', appearances: [at(12)] }],
      topics: [],
      brands: [],
    },
    transcript: [{ text: 'Welcome to the harbour.', confidence: 0.9, start: '0:00:01.000', end: '0:00:03.000' }],
    ...fields,
  };
}

function answer(response: VideoInsightsResponse | { error: string }, status = 200) {
  const asked: string[] = [];
  server.use(
    http.get(`${TEST_API_BASE}/v2/videos/:id/insights`, ({ params }) => {
      asked.push(String(params.id));
      return HttpResponse.json(response, { status });
    }),
  );
  const platform = createTestPlatform({ path: '/sites/2/content/doc-3/home' });
  renderWithPlatform(<VideoInsightsDialog props={{ assetId: 33, title: 'Launch film' }} close={jest.fn()} />, {
    platform,
    store: createAppStore(platform),
  });
  return asked;
}

describe('the video insights dialog', () => {
  it("lists Video Indexer's insights: named faces only, and only insights that appear", async () => {
    const asked = answer(insights());
    expect(await screen.findByText('Azure Video Indexer')).toBeVisible();
    expect(screen.getByText('1:15')).toBeVisible();
    const faces = screen.getByRole('region', { name: 'Faces' });
    expect(within(faces).getByText('Ava Morgan')).toBeVisible();
    expect(within(faces).queryByText('Unknown #1')).not.toBeInTheDocument();
    expect(within(faces).queryByText('Liam Chen')).not.toBeInTheDocument();
    const keywords = screen.getByRole('region', { name: 'Keywords' });
    expect(within(keywords).getByText('harbour').parentElement).toHaveTextContent('2 appearances, first at 0:03');
    expect(within(keywords).queryByText('never seen')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Named locations' })).toHaveTextContent('Oslo');
    expect(screen.getByRole('region', { name: 'Sentiments' })).toHaveTextContent('60% of the video');
    expect(screen.queryByRole('region', { name: 'Topics' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Transcript' })).toHaveTextContent('Welcome to the harbour.');
    expect(asked).toEqual(['33']);
  });

  it('says when the insights were computed locally, and what that reading gives', async () => {
    const empty = { keywords: [], faces: [], sentiments: [], namedLocations: [], topics: [], brands: [] };
    answer(
      insights({
        provider: 'local',
        width: 1920,
        height: 1080,
        scenes: [{ index: 1, startSeconds: 0, start: '0:00:00.000' }],
        summarizedInsights: empty,
        transcript: [],
      }),
    );
    expect(await screen.findByText('Computed locally')).toBeVisible();
    expect(screen.getByText('1920 × 1080')).toBeVisible();
    expect(screen.getByText(/reading the video locally gives its length, size and scene changes only/)).toBeVisible();
  });

  it('says why the insights are unavailable', async () => {
    answer(insights({ provider: 'local', state: 'Unavailable', reason: 'ffprobe is not installed on the server.' }));
    expect(await screen.findByText("The video's insights are unavailable.")).toBeVisible();
    expect(screen.getByText('ffprobe is not installed on the server.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Keywords' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    answer({ error: 'The request is not valid: asset 33 is not a video.' }, 400);
    expect(await screen.findByText('The request is not valid: asset 33 is not a video.')).toBeVisible();
  });
});
