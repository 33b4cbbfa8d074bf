import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import {
  ACCESS_MESSAGES,
  listableFaces,
  type AssetInsightMetadata,
  type VideoInsightsResponse,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { READERS, setUpInsightsCast, type InsightsCast } from '../../../../test/insights-fixtures.js';
import { TOOLS_MISSING_REASON, unreadableWithoutToolsReason } from '../../../../video/local-provider.js';
import { forgetVideoIndexerTokens } from '../../../../video/video-indexer-provider.js';
import { assets } from '../../../../db/schema/index.js';
import { assertRefused } from '../../../../test/group-fixtures.js';
import { videoToolsAvailable } from '../../../../media/imagery/video.js';
import { sampleTitleFilm } from '../../../../seed/demo-library/mjpeg-avi.js';
import { inProcessPglite, startDemoSiteContext, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { MERIDIAN_EDITOR, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';

const ACCOUNT = 'acc-1';
const LOCATION = 'trial';
const API_KEY = 'key-1';
const TOKEN = 'token-abc';
const VI_VIDEO = 'vi-123';

const span = (start: string, end: string, startSeconds: number, endSeconds: number) => ({
  startTime: start,
  endTime: end,
  startSeconds,
  endSeconds,
});

/** A Video Indexer index as the classic API answers it (the fields we read, and some we do not). */
const INDEX = {
  accountId: ACCOUNT,
  id: VI_VIDEO,
  name: 'Launch film',
  state: 'Processed',
  privacyMode: 'Private',
  durationInSeconds: 42,
  summarizedInsights: {
    name: 'Launch film',
    id: VI_VIDEO,
    duration: { time: '0:00:42', seconds: 42 },
    faces: [
      {
        id: 1,
        name: 'Ada Lovelace',
        confidence: 0.93,
        age: 36,
        gender: 'Female',
        faceBoundingBox: { x: 0.1, y: 0.2, width: 0.3, height: 0.4 },
        appearances: [span('0:00:01', '0:00:04.5', 1, 4.5), span('0:00:10', '0:00:12', 10, 12)],
      },
      { id: 2, name: 'Unknown #1', confidence: 0.6, appearances: [span('0:00:05', '0:00:06', 5, 6)] },
      { id: 3, name: 'Grace Hopper', appearances: [] },
    ],
    keywords: [
      { id: 1, name: 'launch', isTranscript: true, appearances: [span('0:00:02', '0:00:03', 2, 3)] },
      { id: 2, name: 'silent', appearances: [] },
    ],
    sentiments: [
      { sentimentKey: 'Positive', seenDurationRatio: 0.6, appearances: [span('0:00:00', '0:00:25', 0, 25)] },
      { sentimentKey: 'Neutral', seenDurationRatio: 0.4, appearances: [span('0:00:25', '0:00:42', 25, 42)] },
    ],
    namedLocations: [
      { id: 1, name: 'Lisbon', referenceId: 'Lisbon', appearances: [{ startTime: '0:00:07', endTime: '0:00:08.25' }] },
    ],
    topics: [{ id: 1, name: 'Advertising', iabName: 'Advertising', appearances: [span('0:00:00', '0:00:42', 0, 42)] }],
    brands: [{ id: 1, name: 'Contoso', appearances: [span('0:00:20', '0:00:21', 20, 21)] }],
    labels: [{ id: 1, name: 'person', appearances: [] }],
  },
  videos: [
    {
      id: VI_VIDEO,
      state: 'Processed',
      insights: {
        duration: '0:00:42',
        transcript: [
          {
            id: 2,
            text: 'Welcome to the launch.',
            confidence: 0.88,
            instances: [{ start: '0:00:03.1', end: '0:00:05' }],
          },
          {
            id: 1,
            text: 'Hello.',
            confidence: 0.95,
            instances: [{ adjustedStart: '0:00:00', adjustedEnd: '0:00:01', start: '0:00:00', end: '0:00:01' }],
          },
          { id: 3, text: '', confidence: 0.1, instances: [{ start: '0:00:09', end: '0:00:10' }] },
        ],
      },
    },
  ],
};

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  key: string | undefined;
}

describe('GET v2/videos/{id}/insights', () => {
  let context: DemoSiteContext;
  let cast: InsightsCast;
  let fake: Server;
  const requests: Recorded[] = [];
  let privateVideoId: number;
  let indexedVideoId: number;
  let missingVideoId: number;
  let textId: number;
  let demoFilmId: number;

  const insights = (as: string | undefined, id: number) =>
    context.request('GET', `/api/v2/videos/${id}/insights`, { as });
  const ok = async (as: string, id: number) => {
    const response = await insights(as, id);
    assert.equal(response.statusCode, 200, `${as}: ${response.body}`);
    return response.json<VideoInsightsResponse>();
  };

  before(async () => {
    forgetVideoIndexerTokens();
    fake = createServer((request: IncomingMessage, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const key = request.headers['ocp-apim-subscription-key'] as string | undefined;
      requests.push({ method: request.method ?? '', path: url.pathname, query: url.searchParams, key });
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (url.pathname === `/Auth/${LOCATION}/Accounts/${ACCOUNT}/AccessToken`) {
        if (key !== API_KEY || url.searchParams.get('allowEdit') !== 'false')
          return json(401, { ErrorType: 'USER_NOT_ALLOWED' });
        return json(200, TOKEN);
      }
      const video = url.pathname.match(new RegExp(`^/${LOCATION}/Accounts/${ACCOUNT}/Videos/([^/]+)/Index$`));
      if (video) {
        if (url.searchParams.get('accessToken') !== TOKEN) return json(401, { ErrorType: 'UNAUTHORIZED' });
        if (video[1] !== VI_VIDEO) return json(404, { ErrorType: 'VIDEO_NOT_FOUND' });
        return json(200, INDEX);
      }
      json(404, { ErrorType: 'NOT_FOUND' });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    context = await startDemoSiteContext({
      name: 'PGlite in-process, Video Indexer faked',
      start: async () => {
        const database = await inProcessPglite.start();
        return {
          env: {
            ...database.env,
            VIDEO_INDEXER_ACCOUNT_ID: ACCOUNT,
            VIDEO_INDEXER_LOCATION: LOCATION,
            VIDEO_INDEXER_API_KEY: API_KEY,
            VIDEO_INDEXER_API_URL: apiUrl,
          },
          stop: database.stop,
        };
      },
    });
    cast = await setUpInsightsCast(context);
    const app = context.server.app;
    const video = { mimeType: 'video/webm', bytes: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]) } as const;
    privateVideoId = (
      await cast.add({
        ...video,
        title: 'Board film',
        fileName: 'board.webm',
        visibility: 'Private',
        createdBy: UPLOADER,
      })
    ).assetId;
    indexedVideoId = (await cast.add({ ...video, title: 'Launch film', fileName: 'launch.webm' })).assetId;
    await app.db.update(assets).set({ videoAssetId: VI_VIDEO }).where(eq(assets.assetId, indexedVideoId));
    missingVideoId = (await cast.add({ ...video, title: 'Gone film', fileName: 'gone.webm' })).assetId;
    await app.db
      .update(assets)
      .set({ externalSource: 'videoIndexer', externalId: 'vi-gone' })
      .where(eq(assets.assetId, missingVideoId));
    textId = (await cast.add({ title: 'Notes', fileName: 'notes.txt', mimeType: 'text/plain' })).assetId;
    demoFilmId = (
      await cast.add({
        title: 'Spring launch film',
        fileName: 'spring-launch.avi',
        mimeType: 'video/x-msvideo',
        bytes: await sampleTitleFilm({ title: 'Spring launch film', subtitle: 'Contoso' }),
      })
    ).assetId;
  });
  after(async () => {
    await context?.close();
    await new Promise((resolve) => fake?.close(resolve));
  });

  test('without a Video Indexer video: the local provider, which says plainly when ffmpeg is missing', async () => {
    const tools = await videoToolsAvailable();
    for (const as of READERS) {
      const answer = await ok(as, privateVideoId);
      assert.equal(answer.provider, 'local');
      assert.equal(answer.name, 'Board film');
      assert.equal(answer.privacyMode, 'Private');
      assert.deepEqual(answer.summarizedInsights, {
        keywords: [],
        faces: [],
        sentiments: [],
        namedLocations: [],
        topics: [],
        brands: [],
      });
      assert.deepEqual(answer.transcript, []);
      if (!tools) {
        // Eight bytes are an EBML header cut short: the container parsers say so, and that ffmpeg is missing.
        assert.equal(answer.state, 'Unavailable');
        assert.equal(
          answer.reason,
          unreadableWithoutToolsReason('The EBML header of the file is damaged or cut short.'),
        );
        assert.ok(answer.reason?.endsWith(TOOLS_MISSING_REASON));
        assert.equal(answer.durationInSeconds, null);
      } else {
        // Eight bytes are no video: ffprobe's failure is the reason.
        assert.equal(answer.state, 'Failed');
      }
    }
    assert.equal(requests.length, 0, 'Video Indexer is not asked about a video it does not hold');
  });

  test('a demo library film (Motion-JPEG AVI): duration and size read locally, with or without ffmpeg', async () => {
    requests.length = 0;
    const answer = await ok(SITE_VIEWER, demoFilmId);
    assert.deepEqual(
      [answer.provider, answer.name, answer.state, answer.width, answer.height],
      ['local', 'Spring launch film', 'Processed', 320, 180],
    );
    assert.ok(Math.abs((answer.durationInSeconds ?? 0) - 3) < 0.01, String(answer.durationInSeconds));
    if (!(await videoToolsAvailable())) {
      assert.equal(answer.durationInSeconds, 3);
      assert.equal(answer.reason, null);
      assert.deepEqual(answer.scenes, [], 'the title film has no cut');
    }
    assert.deepEqual(answer.summarizedInsights.faces, []);
    assert.deepEqual(answer.transcript, []);
    assert.equal(requests.length, 0, 'Video Indexer is not asked');
  });

  test('with a Video Indexer video: the access token, then the index, mapped to the Video insights shape', async () => {
    requests.length = 0;
    const answer = await ok(SITE_VIEWER, indexedVideoId);
    assert.deepEqual(
      requests.map((request) => [request.method, request.path, Object.fromEntries(request.query), request.key]),
      [
        ['GET', `/Auth/${LOCATION}/Accounts/${ACCOUNT}/AccessToken`, { allowEdit: 'false' }, API_KEY],
        ['GET', `/${LOCATION}/Accounts/${ACCOUNT}/Videos/${VI_VIDEO}/Index`, { accessToken: TOKEN }, undefined],
      ],
    );
    assert.deepEqual(
      [answer.provider, answer.id, answer.name, answer.state, answer.privacyMode, answer.durationInSeconds],
      ['videoIndexer', VI_VIDEO, 'Launch film', 'Processed', 'Private', 42],
    );
    const { faces, keywords, sentiments, namedLocations, topics, brands } = answer.summarizedInsights;
    assert.deepEqual(faces[0], {
      name: 'Ada Lovelace',
      appearances: [span('0:00:01', '0:00:04.5', 1, 4.5), span('0:00:10', '0:00:12', 10, 12)],
      age: 36,
      gender: 'Female',
      faceBoundingBox: { x: 0.1, y: 0.2, width: 0.3, height: 0.4 },
      confidence: 0.93,
    });
    assert.deepEqual(
      faces.map((face) => face.name),
      ['Ada Lovelace', 'Unknown #1', 'Grace Hopper'],
      'as Video Indexer reports them',
    );
    assert.deepEqual(
      listableFaces(faces).map((face) => face.name),
      ['Ada Lovelace'],
      'the §5 rule hides the unknown face and the one never seen',
    );
    assert.deepEqual(faces[1]?.age, null);
    assert.deepEqual(
      keywords.map((keyword) => [keyword.name, keyword.appearances.length]),
      [
        ['launch', 1],
        ['silent', 0],
      ],
    );
    assert.deepEqual(
      sentiments.map((sentiment) => [sentiment.sentimentKey, sentiment.seenDurationRatio]),
      [
        ['Positive', 0.6],
        ['Neutral', 0.4],
      ],
    );
    assert.deepEqual(namedLocations, [{ name: 'Lisbon', appearances: [span('0:00:07', '0:00:08.25', 7, 8.25)] }]);
    assert.deepEqual(
      topics.map((topic) => topic.name),
      ['Advertising'],
    );
    assert.deepEqual(
      brands.map((brand) => brand.name),
      ['Contoso'],
    );
    assert.deepEqual(answer.transcript, [
      { text: 'Hello.', confidence: 0.95, start: '0:00:00', end: '0:00:01' },
      { text: 'Welcome to the launch.', confidence: 0.88, start: '0:00:03.1', end: '0:00:05' },
    ]);

    // The token is kept: a second call asks for the index only.
    requests.length = 0;
    await ok(UPLOADER, indexedVideoId);
    assert.deepEqual(
      requests.map((request) => request.path),
      [`/${LOCATION}/Accounts/${ACCOUNT}/Videos/${VI_VIDEO}/Index`],
    );
  });

  test('the insight metadata of a Video Indexer video: counted by appearances, unknown and unseen faces hidden', async () => {
    const page = async (field: string) => {
      const response = await context.request(
        'GET',
        `/api/v2/assets/${indexedVideoId}/insights/metadata?field=${encodeURIComponent(field)}`,
        { as: SITE_VIEWER },
      );
      assert.equal(response.statusCode, 200, response.body);
      return response.json<AssetInsightMetadata>();
    };
    const faces = await page('video faces');
    assert.deepEqual([faces.source, faces.rows], ['videoIndexer', [{ name: 'Ada Lovelace', count: 2 }]]);
    assert.deepEqual((await page('video keywords')).rows, [{ name: 'launch', count: 1 }]);
    assert.deepEqual((await page('video locations')).rows, [{ name: 'Lisbon', count: 1 }]);
    assert.deepEqual((await page('video topics')).rows, [{ name: 'Advertising', count: 1 }]);
    assert.deepEqual((await page('sentiments')).rows, [
      { name: 'Neutral', count: 1 },
      { name: 'Positive', count: 1 },
    ]);
    assert.deepEqual((await page('celebrities')).rows, [], 'no source');
  });

  test('refusals: private 403, other site and unknown ids 404, not a video 400, Video Indexer without the video 404', async () => {
    await assertRefused(context, () => insights(SITE_VIEWER, privateVideoId), 403, ACCESS_MESSAGES.privateAsset);
    await assertRefused(
      context,
      () => insights(MERIDIAN_EDITOR, privateVideoId),
      404,
      `No such asset: ${privateVideoId}.`,
    );
    await assertRefused(context, () => insights(MERIDIAN_EDITOR, indexedVideoId), 404);
    await assertRefused(context, () => insights(UPLOADER, 999_999), 404);
    await assertRefused(context, () => insights(undefined, indexedVideoId), 401);
    await assertRefused(context, () => insights(UPLOADER, 0), 400);
    await assertRefused(
      context,
      () => insights(UPLOADER, textId),
      400,
      `The request is not valid: asset ${textId} is not a video.`,
    );
    await assertRefused(context, () => insights(UPLOADER, missingVideoId), 404, /Video Indexer has no video 'vi-gone'/);
  });
});
