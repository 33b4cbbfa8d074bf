import assert from 'node:assert/strict';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { buildSchema, getNamedType, isObjectType, isScalarType, isEnumType, type GraphQLField } from 'graphql';
import { Agent, fetch } from 'undici';
import {
  AWARD_FILTER_LIMITS,
  AWARD_IMPORT_LIMITS,
  AWARD_RANKING_DIMENSIONS,
  DOCUMENT_ANALYSIS_LIMITS,
  UPLOAD_BATCH_MAX,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { metadataFieldValues } from '../../db/schema/index.js';
import { userIdOf } from '../../test/document-fixtures.js';
import { ensureFieldValues } from '../../test/insights-fixtures.js';
import { SCHEMA_SDL } from '../../graphql/schema-sdl.js';
import { MAX_PAGE_SIZE } from '../../graphql/page-arguments.js';
import { startDemoSiteContext, type DemoSiteContext } from '../../test/demo-site-context.js';
import { largestValue, type JsonSchema } from '../../test/largest-input.js';
import { multipartForm } from '../../test/multipart-form.js';
import { withExistingPathParameters } from '../../test/path-parameters.js';
import { AI_USER, PORTAL_ADMIN, SECOND_VIEWER, SITE_ADMIN, SITE_VIEWER, UPLOADER } from '../../test/cast.js';
import { signInEveryone } from '../../test/group-fixtures.js';
import { aiSite, type AiSite } from '../../test/ai-fixtures.js';

/** What a call may hold everyone else up by at most: /api/health's answer, and the event loop's delay. */
const MAX_HEALTH_WAIT_MS = 500;
const MAX_LOOP_DELAY_MS = 400;
/** How many times a call over a bound is sent before it counts. */
const SENDS = 3;

type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** A document as long as the AI tools read (their context: ai/asset-context.ts MAX_CONTEXT_CHARS). */
const LONG_DOCUMENT = 'Harbour Lights annual review';
const longText = (characters: number) => {
  const sentences = [
    'The campaign reached 30 million views in the first weeks across three markets.',
    'Brand awareness grew by 12 percent among young consumers who saw the films.',
    'Our agency delivered the launch video for the client with a small production team.',
    'Budget spend stayed below plan while sales rose sharply in the second quarter.',
    'Retail partners reported higher footfall on the days the outdoor screens ran.',
  ];
  let text = '';
  for (let index = 0; text.length < characters; index += 1) text += `${sentences[index % sentences.length]} `;
  return text;
};

interface Probe {
  label: string;
  status: number | string;
  healthWaitMs: number;
  loopDelayMs: number;
}

/**
 * No single request may freeze the portal (issue 35): every REST call of the OpenAPI document and every GraphQL query
 * field is sent its largest accepted input (test/largest-input.ts), as a portal administrator (who may do everything,
 * so that the work runs), together with the pathological shapes a probe found (fragment chains, aliases, deep
 * nesting, questions of the most words), while /api/health is asked again and again and the event loop's delay is
 * measured. Read from the OpenAPI document and the GraphQL schema, so a call added later is covered without a new
 * test. A call over a bound is sent again, up to SENDS times in all, before it counts: a machine busy with other
 * work (CI runs this beside other suites on two cores) can delay an answer, but a stall holds it up every time.
 */
describe('no request holds the event loop', () => {
  let context: DemoSiteContext;
  let token: string;
  let site: number;
  let stallSite: AiSite;
  const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
  const probes: Probe[] = [];
  const histogram = monitorEventLoopDelay({ resolution: 10 });

  before(async () => {
    context = await startDemoSiteContext(undefined, { listen: true });
    await signInEveryone(context);
    // Documents to search, rank and answer from (one long), and a retrieval assistant.
    stallSite = await aiSite(context, 'Stall test site', [
      { title: LONG_DOCUMENT, content: longText(60_000), facets: [], published: '2025-07-01' },
    ]);
    site = stallSite.site.deploymentIndexId;
    token = await context.bearerFor(PORTAL_ADMIN);
    histogram.enable();
  });
  after(async () => {
    histogram.disable();
    await dispatcher.close();
    await context.close();
  });

  /** Sends one request while /api/health is polled; what it held the others up by. */
  async function measure(label: string, send: () => Promise<number | string>): Promise<Probe> {
    const once = async () => {
      histogram.reset();
      let healthWaitMs = 0;
      let running = true;
      const poll = (async () => {
        while (running) {
          const started = performance.now();
          await fetch(`${context.server.baseUrl}/api/health`, { dispatcher }).then((answer) => answer.arrayBuffer());
          healthWaitMs = Math.max(healthWaitMs, performance.now() - started);
          await delay(20);
        }
      })();
      const status = await send().catch((error: unknown) => `failed: ${(error as Error).message}`);
      running = false;
      await poll;
      return { label, status, healthWaitMs, loopDelayMs: histogram.max / 1e6 };
    };
    const within = (probe: Probe) => probe.healthWaitMs <= MAX_HEALTH_WAIT_MS && probe.loopDelayMs <= MAX_LOOP_DELAY_MS;
    let probe = await once();
    for (let sent = 1; sent < SENDS && !within(probe); sent += 1) probe = await once();
    probes.push(probe);
    return probe;
  }

  /** A call's status (with `explain`, a refusal's status and error, for the calls whose work is meant to run). */
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    contentType = 'application/json',
    explain = false,
  ): Promise<number | string> => {
    const answer = await fetch(`${context.server.baseUrl}${path}`, {
      dispatcher,
      method,
      headers: {
        authorization: token,
        ...(body === undefined ? {} : { 'content-type': contentType }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    // An event stream never ends by itself: its first bytes are the answer.
    if (answer.headers.get('content-type')?.startsWith('text/event-stream')) await answer.body?.cancel();
    else if (explain && answer.status >= 300) return `${answer.status}: ${(await answer.text()).slice(0, 200)}`;
    else await answer.arrayBuffer();
    return answer.status;
  };

  /** Path parameters that name things that exist, so the call's work runs. */
  const fill = (path: string) => withExistingPathParameters(path, site);

  const assertWithinBounds = (list: Probe[]) => {
    const over = list.filter(
      (probe) => probe.healthWaitMs > MAX_HEALTH_WAIT_MS || probe.loopDelayMs > MAX_LOOP_DELAY_MS,
    );
    assert.deepEqual(
      over.map(
        (probe) =>
          `${probe.label}: health ${probe.healthWaitMs.toFixed(0)} ms, loop ${probe.loopDelayMs.toFixed(0)} ms`,
      ),
      [],
    );
  };

  test('every REST call with its largest input', async () => {
    const document = (await context.request('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
    // Deletions last, so that what the other calls work on is still there.
    const order = ['GET', 'POST', 'PUT', 'DELETE'];
    operations.sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
    const list: Probe[] = [];
    for (const { method, path, operation } of operations) {
      if (path === '/api/health') continue;
      const query = new URLSearchParams();
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query' || !parameter.schema) continue;
        const value = largestValue(parameter.schema, parameter.name, { left: 6_000 });
        query.set(parameter.name, Array.isArray(value) ? value.join(',') : String(value));
      }
      const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const body = content?.schema ? largestValue(content.schema) : undefined;
      const url = `${fill(path)}${query.size ? `?${query}` : ''}`;
      list.push(
        await measure(`${method} ${path}`, () =>
          call(method, url, contentType === 'multipart/form-data' ? undefined : body, contentType),
        ),
      );
    }
    const statuses = list.map((probe) => probe.status);
    assert.ok(list.length > 180, `${list.length} calls`);
    assert.ok(
      !statuses.some((status) => typeof status === 'string'),
      JSON.stringify(list.filter((p) => typeof p.status === 'string')),
    );
    assertWithinBounds(list);
  });

  test('every GraphQL query field with its largest pages, and the pathological documents', async () => {
    const schema = buildSchema(SCHEMA_SDL);
    const scalars = (type: ReturnType<typeof getNamedType>) =>
      isObjectType(type)
        ? Object.values(type.getFields())
            .filter((field) => {
              const named = getNamedType(field.type);
              return (isScalarType(named) || isEnumType(named)) && field.args.length === 0;
            })
            .map((field) => field.name)
            .join(' ')
        : '';
    const argumentsOf = (field: GraphQLField<unknown, unknown>) => {
      const values = field.args
        .map((argument) => {
          const named = getNamedType(argument.type);
          if (argument.name === 'first') return `first: ${MAX_PAGE_SIZE}`;
          if (named.name === 'Int' && /Id$/.test(argument.name)) return `${argument.name}: ${site}`;
          return undefined;
        })
        .filter(Boolean);
      return values.length ? `(${values.join(', ')})` : '';
    };
    const selectionOf = (field: GraphQLField<unknown, unknown>) => {
      const type = getNamedType(field.type);
      if (!isObjectType(type)) return '';
      const nodes = type.getFields().nodes;
      if (nodes) return `{ totalCount nodes { ${scalars(getNamedType(nodes.type))} } }`;
      return `{ ${scalars(type)} }`;
    };
    const graphql = (query: string) => call('POST', '/api/graphql', { query });
    const list: Probe[] = [];
    for (const field of Object.values(schema.getQueryType()!.getFields())) {
      const query = `{ ${field.name}${argumentsOf(field)} ${selectionOf(field)} }`;
      list.push(await measure(`graphql ${field.name}`, () => graphql(query)));
    }
    const chain = (levels: number) =>
      `query { ...F0 } ${Array.from({ length: levels }, (_, l) => `fragment F${l} on Query { ...F${l + 1} ...F${l + 1} }`).join(' ')} fragment F${levels} on Query { me { userId } }`;
    const pathological: [string, string][] = [
      ['graphql fragment chain of 40', chain(40)],
      ['graphql fragment chain of 600 (the token cap)', chain(600)],
      [
        'graphql 2,000 aliases',
        `{ ${Array.from({ length: 2000 }, (_, index) => `a${index}: me { userId }`).join(' ')} }`,
      ],
      [
        'graphql 200 counts',
        `{ ${Array.from({ length: 200 }, (_, index) => `c${index}: users(first: 0) { totalCount }`).join(' ')} }`,
      ],
      ['graphql nested 2,000 deep', `{ ${'me { '.repeat(2000)}userId${' }'.repeat(2000)} }`],
    ];
    for (const [label, query] of pathological) list.push(await measure(label, () => graphql(query)));
    list.push(
      await measure('graphql syntax tree as JSON', () =>
        call('POST', '/api/graphql', { query: JSON.stringify({ kind: 'Document', definitions: [] }) }),
      ),
    );
    assert.ok(list.length >= 15, `${list.length} GraphQL documents`);
    assertWithinBounds(list);
  });

  test('the calls whose work grows with their input, each with the largest input that does that work', async () => {
    const app = context.server.app;
    const letters = 'b c f g h j k l n p q r v w x z '.repeat(70).slice(0, 1000).trim();
    const docIds = [...stallSite.docIds.values()];
    const manyDocIds = Array.from({ length: 2000 }, (_, index) => docIds[index % docIds.length]!);
    const assetIds = [...stallSite.ids.values()];
    const siteUserIds = await Promise.all(
      [SITE_ADMIN, UPLOADER, SITE_VIEWER, AI_USER, SECOND_VIEWER].map((email) => userIdOf(app, email)),
    );
    const [contentTypeValue] = (
      await ensureFieldValues(app, stallSite.site, { content_types: ['Case Study'] })
    ).values();
    const [contentType] = await app.db
      .select()
      .from(metadataFieldValues)
      .where(eq(metadataFieldValues.fieldValueId, contentTypeValue!));
    const facetItems = Array.from({ length: 1500 }, (_, index) => `content_types_Value ${index}`).join(',');
    const section = (title: string) => ({
      title,
      answer: `${letters} [1]\n`.repeat(39),
      citations: Array.from({ length: 50 }, (_, n) => ({
        n: n + 1,
        documentid: docIds[0]!,
        title: 'x'.repeat(200),
        url: `/sites/${site}/content/${docIds[0]}/home`,
        passage: letters.slice(0, 300),
      })),
    });
    const sections = Array.from({ length: 12 }, (_, index) => `Section ${index}`);
    const requests: [string, string, string, unknown?][] = [
      [
        'search: the longest question, the most results, every facet value',
        'POST',
        '/api/v2/search',
        {
          indexId: site,
          q: letters,
          queryType: 'full',
          documentsPerPage: 200,
          facetValuesCount: 12000,
        },
      ],
      [
        'search: the longest facet filter',
        'POST',
        '/api/v2/search',
        {
          indexId: site,
          q: 'campaign',
          filters: facetItems.slice(0, 20000).replace(/,[^,]*$/, ''),
          documentsPerPage: 200,
        },
      ],
      [
        'semantic search of the longest question',
        'POST',
        '/api/v2/search',
        {
          indexId: site,
          q: letters,
          queryType: 'semantic',
          documentsPerPage: 200,
        },
      ],
      [
        'the details of 2,000 documents',
        'POST',
        '/api/v2/assets/listDetails',
        {
          docIds: manyDocIds,
          fetchVisibility: true,
          fetchThumbnails: true,
          fetchInteractionMetrics: true,
          fetchDashboardAccess: true,
        },
      ],
      ['the insights of 2,000 documents', 'POST', '/api/v2/insights/assetsWithDocIds', manyDocIds],
      [
        'summarise a document of 60,000 characters',
        'POST',
        '/api/v2/assistant/ask',
        {
          deploymentIndexId: site,
          gptModel: 'gpt-4o',
          docId: stallSite.docIds.get(LONG_DOCUMENT),
          messages: [{ role: 'summarize_asset', message: 'Summarize.' }],
        },
      ],
      [
        'insights of a document of 60,000 characters',
        'POST',
        '/api/v2/assistant/ask',
        {
          deploymentIndexId: site,
          gptModel: 'gpt-4o',
          docId: stallSite.docIds.get(LONG_DOCUMENT),
          messages: [{ role: 'document_analyzer', message: 'Analyze.' }],
        },
      ],
      [
        'a question on a document of 60,000 characters',
        'POST',
        '/api/v2/assistant/ask',
        {
          deploymentIndexId: site,
          gptModel: 'gpt-4o',
          docId: stallSite.docIds.get(LONG_DOCUMENT),
          messages: [{ role: 'user', message: letters }],
        },
      ],
      [
        'the assistant: the longest question',
        'POST',
        '/api/v2/assistant/ask',
        {
          deploymentIndexId: site,
          gptModel: 'gpt-4o',
          messages: [{ role: 'user', message: letters }],
        },
      ],
      [
        'the retrieval assistant: the longest question and history',
        'POST',
        '/api/v2/assistant/rag',
        {
          deploymentIndexId: site,
          query: letters,
          chatHistory: Array.from({ length: 60 }, (_, n) => ({ role: n % 2 ? 'assistant' : 'user', message: letters })),
        },
      ],
      [
        'a response of 12 sections',
        'POST',
        '/api/v2/reponseGenerator/getResponses',
        {
          index: site,
          query: letters,
          sections,
        },
      ],
      [
        'a DOCX of 12 full sections',
        'POST',
        '/api/v2/reponseGenerator/export',
        {
          index: site,
          title: 'x'.repeat(200),
          query: letters,
          sections: sections.map(section),
        },
      ],
      ['the audit log, exported', 'GET', '/api/v2/audit/export'],
      ['the searches report, exported', 'GET', `/api/v2/deploymentIndexes/${site}/reports/searches/export?format=xlsx`],
      [
        `${UPLOAD_BATCH_MAX} files (the most a call takes) registered at once`,
        'POST',
        '/api/v2/uploader/saveAssetWithMetadata',
        {
          DeploymentIndexId: site,
          MetadataData: [{ fieldId: contentType!.fieldId, profileFieldValueId: contentType!.fieldValueId }],
          AssetInfos: Array.from({ length: UPLOAD_BATCH_MAX }, (_, index) => ({
            UniqueId: `file-${index}`,
            FileName: `${'x'.repeat(180)}-${index}.pdf`,
            filesize: 1000,
            Title: letters.slice(0, 500),
          })),
        },
      ],
      [
        'sharing with every user of the site at once',
        'POST',
        `/api/v2/assets/${assetIds[0]}/share`,
        {
          userIds: siteUserIds,
          message: letters,
        },
      ],
    ];
    const list: Probe[] = [];
    for (const [label, method, path, body] of requests)
      list.push(await measure(label, () => call(method, path, body, 'application/json', true)));
    // The Content Analyzer: the largest document it takes, read and analysed (text, so its bytes go as they are).
    const document = multipartForm([
      {
        name: 'file',
        filename: 'annual-review.txt',
        contentType: 'text/plain',
        bytes: Buffer.from(longText(DOCUMENT_ANALYSIS_LIMITS.bytes - 1024)),
      },
    ]);
    list.push(
      await measure(`a document of ${DOCUMENT_ANALYSIS_LIMITS.bytes / 1024 / 1024} MB analysed`, () =>
        call(
          'POST',
          `/api/v2/assistant/analyzeDocument?deploymentIndexId=${site}`,
          document.payload.toString('latin1'),
          document.contentType,
          true,
        ),
      ),
    );
    for (const probe of list)
      console.log(
        `${probe.status} ${probe.label}: health ${probe.healthWaitMs.toFixed(0)} ms, loop ${probe.loopDelayMs.toFixed(0)} ms`,
      );
    // Each did its work: the largest input is one that is accepted.
    assert.deepEqual(
      list.filter((probe) => typeof probe.status !== 'number').map((probe) => `${probe.label}: ${probe.status}`),
      [],
    );
    assertWithinBounds(list);
  });

  test('the largest awards import, imported again, and every awards page over it', async () => {
    // 10,000 results (the most a file takes) of one year: 500 agencies, 1,000 offices, 50 categories, every level.
    const levels = ['Grand Prix', 'Gold', 'Silver', 'Bronze', 'Shortlist'];
    const rows = Array.from({ length: AWARD_IMPORT_LIMITS.rows }, (_, n) =>
      [
        `Show ${n % 20}`,
        2025,
        `Category ${n % 50}`,
        `Campaign ${n}`,
        `Product ${n % 300}`,
        `Advertiser ${n % 700}`,
        `Agency ${n % 500}`,
        `Network ${n % 60}`,
        `Holding ${n % 8}`,
        `Office ${n % 1000}`,
        `City ${n % 200}`,
        `Region ${n % 6}`,
        levels[n % levels.length],
        '',
        n % 30,
      ].join(','),
    );
    const file = Buffer.from(
      [
        'show,year,category,title,product,advertiser,agency,network,holding company,office,city,region,award level,points,credits',
        ...rows,
      ].join('\n'),
    );
    const form = multipartForm([{ name: 'file', filename: 'results.csv', contentType: 'text/csv', bytes: file }]);
    const importing = () =>
      call(
        'POST',
        `/api/v2/awards/import?deploymentIndexId=${site}`,
        form.payload.toString('latin1'),
        form.contentType,
        true,
      );
    const many = (prefix: string) =>
      Array.from({ length: AWARD_FILTER_LIMITS.valuesPerField }, (_, n) => `${prefix} ${n}`);
    const filters = { year: ['2025'], agency: many('Agency'), office: many('Office'), advertiser: many('Advertiser') };
    const list = [
      await measure('an awards file of 10,000 results', importing),
      await measure('the same 10,000 results imported again (replacing the year)', importing),
    ];
    for (const awardResultType of ['region', 'office', 'category', 'winner'])
      list.push(
        await measure(`the ${awardResultType} view of 10,000 results`, () =>
          call(
            'GET',
            `/api/v2/awards/getAwardsData?deploymentIndexId=${site}&awardResultType=${awardResultType}`,
            undefined,
            'application/json',
            true,
          ),
        ),
      );
    list.push(
      await measure('the office view under the most filter values', () =>
        call(
          'POST',
          '/api/v2/awards/getFilteredAwardsData',
          { deploymentIndexId: site, awardResultType: 'office', currentFilterValues: filters },
          'application/json',
          true,
        ),
      ),
      await measure('the leaderboard of 500 agencies', () =>
        call(
          'GET',
          `/api/v2/awards/getAwardsLeaderboard?deploymentIndexId=${site}`,
          undefined,
          'application/json',
          true,
        ),
      ),
      await measure('every awards ranking at once', () =>
        call(
          'POST',
          '/api/v2/awards/insights',
          { deploymentIndexId: site, currentFilterValues: {}, rankings: AWARD_RANKING_DIMENSIONS, top: 50 },
          'application/json',
          true,
        ),
      ),
      await measure('the showcase of 10,000 results', () =>
        call(
          'POST',
          '/api/v2/awards/showcase',
          { deploymentIndexId: site, currentFilterValues: {} },
          'application/json',
          true,
        ),
      ),
      await measure('the 10,000 results exported as XLSX', () =>
        call(
          'POST',
          '/api/v2/awards/reports/export',
          { deploymentIndexId: site, report: 'results', format: 'xlsx', currentFilterValues: {} },
          'application/json',
          true,
        ),
      ),
    );
    for (const probe of list)
      console.log(
        `${probe.status} ${probe.label}: health ${probe.healthWaitMs.toFixed(0)} ms, loop ${probe.loopDelayMs.toFixed(0)} ms`,
      );
    assert.deepEqual(
      list.filter((probe) => typeof probe.status !== 'number').map((probe) => `${probe.label}: ${probe.status}`),
      [],
    );
    assertWithinBounds(list);
  });

  test('questions and searches of the most words the limits allow', async () => {
    const letters = 'b c f g h j k l n p q r v w x z '.repeat(70).slice(0, 1000).trim();
    const list = [
      await measure('search of 1,000 characters of one-letter words', () =>
        call('POST', '/api/v2/search', { indexId: site, q: letters, queryType: 'full', documentsPerPage: 200 }),
      ),
      await measure('assistant question of 1,000 characters', () =>
        call('POST', '/api/v2/assistant/ask', {
          deploymentIndexId: site,
          gptModel: 'gpt-4o',
          messages: [{ role: 'user', message: letters }],
        }),
      ),
      await measure('retrieval question of 1,000 characters', () =>
        call('POST', '/api/v2/assistant/rag', { deploymentIndexId: site, query: letters }),
      ),
    ];
    assertWithinBounds(list);
  });

  test('the figures', () => {
    const worst = (key: 'healthWaitMs' | 'loopDelayMs') =>
      probes.reduce((most, probe) => (probe[key] > most[key] ? probe : most), probes[0]!);
    const health = worst('healthWaitMs');
    const loop = worst('loopDelayMs');
    console.log(
      `stall test: ${probes.length} requests; worst /api/health wait ${health.healthWaitMs.toFixed(0)} ms (${health.label}); ` +
        `worst event-loop delay ${loop.loopDelayMs.toFixed(0)} ms (${loop.label})`,
    );
    const byStatus = new Map<string, number>();
    for (const probe of probes) byStatus.set(String(probe.status), (byStatus.get(String(probe.status)) ?? 0) + 1);
    console.log(`answers: ${[...byStatus].map(([status, count]) => `${status} × ${count}`).join(', ')}`);
    console.log(
      probes
        .filter((p) => Number(p.status) >= 400)
        .map((p) => `${p.status} ${p.label}`)
        .join('\n'),
    );
    assert.ok(probes.length > 200);
  });
});
