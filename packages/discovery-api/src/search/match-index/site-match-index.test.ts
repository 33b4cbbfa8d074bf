import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SiteMatchIndex, type MatchRecord } from './site-match-index.js';

const CODES = ['content_types', 'regions', 'types'];
const day = (date: string) => new Date(date).getTime();

let revision = 0;
function record(
  assetId: number,
  title: string,
  words: string[],
  facets: string[],
  published: string | null,
  extra: Partial<MatchRecord> = {},
): MatchRecord {
  revision += 1;
  return {
    assetId,
    revision,
    title,
    words,
    titleWords: title.toLowerCase().split(' '),
    facets,
    publishedDate: published === null ? null : day(published),
    created: day('2026-01-01') + assetId,
    modified: day('2026-02-01') - assetId,
    isPrivate: false,
    ...extra,
  };
}

function library(): SiteMatchIndex {
  const index = new SiteMatchIndex();
  index.put(
    record(
      1,
      'Car launch',
      ['car', 'launch', 'campaign'],
      ['content_types_Case Study', 'regions_Europe'],
      '2026-10-01',
    ),
  );
  index.put(
    record(
      2,
      'Earnings report',
      ['earn', 'report', 'car'],
      ['content_types_Report', 'regions_North America'],
      '2025-03-15',
    ),
  );
  index.put(
    record(3, 'Brand guide', ['brand', 'logo'], ['content_types_Guideline', 'regions_Europe', 'types_Print'], null),
  );
  index.put(
    record(4, 'Merger plan', ['merger', 'secret', 'car'], ['content_types_Report', 'regions_Europe'], '2026-11-01', {
      isPrivate: true,
    }),
  );
  return index;
}

const assetIds = (index: SiteMatchIndex, ordinals: number[]) =>
  ordinals.map((ordinal) => index.assetIdOf(ordinal)).sort((a, b) => a - b);
const noFilters = { fields: new Map<string, string[]>() };

describe('SiteMatchIndex', () => {
  test('any word group matches; a compound needs all its parts; a private asset the user may not open matches by title only', () => {
    const index = library();
    assert.deepEqual(assetIds(index, index.matchWords([['car']], null)), [1, 2, 4]);
    assert.deepEqual(assetIds(index, index.matchWords([['logo'], ['launch']], null)), [1, 3]);
    assert.deepEqual(assetIds(index, index.matchWords([['car', 'logo']], null)), [], 'no document holds both parts');
    assert.deepEqual(
      assetIds(index, index.matchWords([['car']], new Set())),
      [1, 2],
      'its text does not match for a viewer',
    );
    assert.deepEqual(assetIds(index, index.matchWords([['merger']], new Set())), [4], 'its title does');
    assert.deepEqual(
      assetIds(index, index.matchWords([['secret']], new Set([4]))),
      [4],
      'a user it is assigned to matches its text',
    );
  });

  test('rankWords: BM25 over the postings: a rarer word weighs more, a shorter text ranks first, the title boosts, a private asset the user may not open scores by its title alone', () => {
    const index = library();
    const ranking = (groups: string[][], access: ReadonlySet<number> | null, extra: { allowed?: Uint8Array } = {}) =>
      index
        .rankWords({
          groups: groups.map((words) => ({ words, weight: 1 })),
          access,
          titleWeight: 0.3,
          limit: 10,
          ...extra,
        })
        .map((hit) => ({ assetId: index.assetIdOf(hit.ordinal), visible: hit.visible, score: hit.score }));

    // 'car' is in three texts; the car launch has it in its title too.
    const car = ranking([['car']], null);
    assert.deepEqual(
      car.map((hit) => hit.assetId),
      [1, 2, 4],
    );
    assert.ok(car[0]!.score > car[1]!.score, 'the title boosts');
    assert.equal(car[1]!.score, car[2]!.score, 'same length, same words: same score (ties by asset id)');
    // 'logo' (one text) weighs more than 'car' (three): the brand guide comes before the earnings report.
    assert.deepEqual(
      ranking([['car'], ['logo']], null).map((hit) => hit.assetId),
      [3, 1, 2, 4],
    );
    // A viewer: the private merger plan's text is not searched; its title is, and the hit says it is not open to them.
    assert.deepEqual(
      ranking([['car']], new Set()).map((hit) => hit.assetId),
      [1, 2],
    );
    assert.deepEqual(ranking([['merger']], new Set()), [
      { assetId: 4, visible: false, score: ranking([['merger']], new Set())[0]!.score },
    ]);
    assert.equal(ranking([['secret']], new Set()).length, 0, 'a word of its text alone finds nothing');
    assert.deepEqual(
      ranking([['secret']], new Set([4])).map((hit) => [hit.assetId, hit.visible]),
      [[4, true]],
      'a user it is assigned to finds it by its text',
    );
    // A compound needs all its parts; a filter keeps its documents only.
    assert.deepEqual(ranking([['car', 'logo']], null), []);
    assert.deepEqual(
      ranking([['car']], null, { allowed: index.maskOf([2, 4]) }).map((hit) => hit.assetId),
      [2, 4],
    );
  });

  test('rankWords keeps the best `limit` of many, in the order a full sort gives, and weighs groups', () => {
    const index = new SiteMatchIndex();
    let seed = 11;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const vocabulary = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'];
    for (let assetId = 1; assetId <= 500; assetId += 1) {
      const words = vocabulary.filter(() => random() < 0.4);
      const filler = Array.from({ length: Math.floor(random() * 20) }, (_, at) => `filler${at}`);
      index.put(record(assetId, `Document ${assetId}`, [...words, ...filler], [], null));
    }
    const groups = [
      { words: ['alpha'], weight: 2 },
      { words: ['gamma'], weight: 1 },
      { words: ['zeta'], weight: 1 },
    ];
    const everything = index.rankWords({ groups, access: null, titleWeight: 0.3, limit: 1000 });
    const sorted = [...everything].sort(
      (a, b) => b.score - a.score || index.assetIdOf(a.ordinal) - index.assetIdOf(b.ordinal),
    );
    assert.deepEqual(everything, sorted);
    assert.deepEqual(index.rankWords({ groups, access: null, titleWeight: 0.3, limit: 25 }), sorted.slice(0, 25));
    assert.deepEqual(index.rankWords({ groups, access: null, titleWeight: 0.3, limit: 0 }), []);
    // A group's weight multiplies its part of the score.
    const alpha = (weight: number) =>
      new Map(
        index
          .rankWords({ groups: [{ words: ['alpha'], weight }], access: null, titleWeight: 0.3, limit: 1000 })
          .map((hit) => [hit.ordinal, hit.score]),
      );
    const [once, twice] = [alpha(1), alpha(2)];
    assert.ok(once.size > 100);
    for (const [ordinal, score] of once) assert.ok(Math.abs((twice.get(ordinal) as number) - 2 * score) < 1e-9);
  });

  test('a union keeps each document once: the keyword matches of a hybrid search and its meaning matches', () => {
    const index = library();
    const words = index.matchWords([['car']], null);
    const union = index.union(words, index.ordinalsOf([3, 1, 3]));
    assert.deepEqual(assetIds(index, union), [1, 2, 3, 4]);
    assert.equal(union.length, 4);
    assert.deepEqual(union.slice(0, words.length), words, 'the keyword matches first, in their order');
  });

  test('counts of a matched set holding most documents (counted as every document less the rest) equal those counted one by one, also after a change', () => {
    const index = new SiteMatchIndex();
    const facetsOf = new Map<number, string[]>();
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let assetId = 1; assetId <= 200; assetId += 1) {
      const facets = [`content_types_Type ${Math.floor(random() * 5)}`, `regions_Region ${Math.floor(random() * 7)}`];
      if (random() < 0.3) facets.push(`types_Kind ${Math.floor(random() * 3)}`);
      facetsOf.set(assetId, facets);
      index.put(record(assetId, `Title ${assetId}`, ['word'], facets, '2026-01-01'));
    }
    const expected = (assetIdList: number[]) => {
      const counts = new Map<string, Map<string, number>>();
      for (const assetId of assetIdList) {
        for (const key of facetsOf.get(assetId) ?? []) {
          const code = CODES.find((candidate) => key.startsWith(`${candidate}_`)) as string;
          const values = counts.get(code) ?? new Map<string, number>();
          counts.set(code, values);
          const value = key.slice(code.length + 1);
          values.set(value, (values.get(value) ?? 0) + 1);
        }
      }
      return counts;
    };
    const sorted = (counts: Map<string, Map<string, number>>) =>
      [...counts].map(([code, values]) => [code, [...values].sort()] as const).sort();
    for (const size of [150, 190, 40]) {
      const chosen = [...facetsOf.keys()].filter((_, at) => at % 200 < size);
      const result = index.count(index.ordinalsOf(chosen), noFilters, CODES);
      assert.equal(result.total, chosen.length);
      assert.deepEqual(sorted(result.facets), sorted(expected(chosen)), `${size} of 200`);
      assert.equal([...result.passing].filter(Boolean).length, chosen.length);
    }
    index.remove(5);
    facetsOf.delete(5);
    index.put(record(6, 'Title 6', ['word'], ['regions_Region 99'], '2026-01-01'));
    facetsOf.set(6, ['regions_Region 99']);
    const chosen = [...facetsOf.keys()].slice(0, 180);
    assert.deepEqual(
      sorted(index.count(index.ordinalsOf(chosen), noFilters, CODES).facets),
      sorted(expected(chosen)),
      'after a removal and a replacement',
    );
  });

  test('totals and facet counts; a selected field keeps counting its other values; fields combine; a date narrows', () => {
    const index = library();
    const all = index.all();
    const plain = index.count(all, noFilters, CODES);
    assert.equal(plain.total, 4);
    assert.deepEqual(Object.fromEntries(plain.facets.get('regions') ?? []), { Europe: 3, 'North America': 1 });
    assert.deepEqual(
      Object.fromEntries(plain.facets.get('types') ?? []),
      { Print: 1 },
      'content_types_… is not read as types_…',
    );

    const europe = index.count(all, { fields: new Map([['regions', ['Europe']]]) }, CODES);
    assert.equal(europe.total, 3);
    assert.deepEqual(
      Object.fromEntries(europe.facets.get('regions') ?? []),
      { Europe: 3, 'North America': 1 },
      'its own selection does not narrow it',
    );
    assert.deepEqual(Object.fromEntries(europe.facets.get('content_types') ?? []), {
      'Case Study': 1,
      Guideline: 1,
      Report: 1,
    });

    const reports = index.count(
      all,
      {
        fields: new Map([
          ['regions', ['Europe']],
          ['content_types', ['Report']],
        ]),
      },
      CODES,
    );
    assert.equal(reports.total, 1);
    assert.deepEqual(Object.fromEntries(reports.facets.get('regions') ?? []), { Europe: 1, 'North America': 1 });
    assert.deepEqual(Object.fromEntries(reports.facets.get('content_types') ?? []), {
      'Case Study': 1,
      Guideline: 1,
      Report: 1,
    });

    const recent = index.count(all, { fields: new Map(), publishedFrom: day('2026-01-01') }, CODES);
    assert.equal(recent.total, 2, 'a document without a published date is not in a date filter');
    assert.deepEqual(
      index.count(all, { fields: new Map([['regions', ['Atlantis']]]) }, CODES).total,
      0,
      'an unknown value matches nothing',
    );
  });

  test('newest first by each date column among the passing documents, no date last', () => {
    const index = library();
    const { passing } = index.count(index.all(), noFilters, CODES);
    assert.deepEqual(
      index.newest(passing, 'published_date', 10).map((ordinal) => index.assetIdOf(ordinal)),
      [4, 1, 2, 3],
    );
    assert.deepEqual(
      index.newest(passing, 'created', 2).map((ordinal) => index.assetIdOf(ordinal)),
      [4, 3],
    );
    assert.deepEqual(
      index.newest(passing, 'metadata_storage_last_modified', 10).map((ordinal) => index.assetIdOf(ordinal)),
      [1, 2, 3, 4],
    );
  });

  test('a newer record replaces an older one, an older one is ignored, and removal forgets it (through compaction too)', () => {
    const index = library();
    const older = record(1, 'Car launch', ['car'], [], null);
    index.put(record(1, 'Bike launch', ['bike'], ['regions_Asia'], '2026-01-01'));
    assert.deepEqual(assetIds(index, index.matchWords([['car']], null)), [2, 4]);
    assert.deepEqual(assetIds(index, index.matchWords([['bike']], null)), [1]);
    index.put({ ...older, revision: 1 });
    assert.deepEqual(assetIds(index, index.matchWords([['bike']], null)), [1], 'the older revision did not come back');
    index.remove(2);
    assert.equal(index.size, 3);
    assert.equal(index.count(index.all(), noFilters, CODES).facets.get('regions')?.get('North America'), undefined);

    const big = new SiteMatchIndex();
    for (let assetId = 1; assetId <= 3000; assetId += 1)
      big.put(record(assetId, `Doc ${assetId}`, ['common', `w${assetId}`], [`regions_R${assetId % 3}`], '2026-01-01'));
    for (let assetId = 1; assetId <= 2000; assetId += 1) big.remove(assetId);
    assert.equal(big.size, 1000);
    assert.deepEqual(assetIds(big, big.matchWords([['w2500'], ['w10']], null)), [2500]);
    assert.equal(big.matchWords([['common']], null).length, 1000);
    assert.equal(big.count(big.all(), { fields: new Map([['regions', ['R1']]]) }, CODES).total, 333);
  });

  test('a compound matches exactly the documents with all its parts, over long and short postings, before and after a compaction', () => {
    const index = new SiteMatchIndex();
    // Word k is in the documents whose id is a multiple of k: postings from every document to a few.
    const wordsOf = (assetId: number) => [1, 2, 3, 7, 50, 997].filter((k) => assetId % k === 0).map((k) => `m${k}`);
    const alive = new Set<number>();
    for (let assetId = 1; assetId <= 6000; assetId += 1) {
      index.put(record(assetId, `Doc ${assetId}`, wordsOf(assetId), [], null));
      alive.add(assetId);
    }
    const expected = (parts: number[]) =>
      [...alive].filter((assetId) => parts.every((k) => assetId % k === 0)).sort((a, b) => a - b);
    const check = (label: string) => {
      for (const parts of [
        [2, 3],
        [3, 7, 2],
        [997, 1],
        [50, 7],
        [2, 997, 3],
        [1, 2],
      ]) {
        const found = assetIds(index, index.matchWords([parts.map((k) => `m${k}`)], null)).sort((a, b) => a - b);
        assert.deepEqual(found, expected(parts), `${label}: m${parts.join(' + m')}`);
      }
      assert.deepEqual(index.matchWords([['m2', 'absent']], null), [], `${label}: a missing part matches nothing`);
    };
    check('as loaded');
    // Removing over a quarter of the documents compacts the index (ordinals renumbered).
    for (let assetId = 1; assetId <= 6000; assetId += 1)
      if (assetId % 5 !== 0 && assetId % 4 !== 0) {
        index.remove(assetId);
        alive.delete(assetId);
      }
    check('after removals and a compaction');
    index.put(record(6001, 'Doc 6001', ['m2', 'm3', 'm7'], [], null));
    alive.add(6001);
    assert.deepEqual(
      assetIds(index, index.matchWords([['m2', 'm3', 'm7']], null)).filter((assetId) => assetId > 5900),
      [5964, 6001],
    );
  });

  test('suggestions: unique titles starting with the text, then with a word starting with it, then containing it; shorter first', () => {
    const index = new SiteMatchIndex();
    const titles = [
      'Campaign review',
      'Car launch campaign',
      'campaign review',
      'The camping trip',
      'Scampi menu',
      'Camp',
      'Annual report 2026',
    ];
    titles.forEach((title, at) => index.put(record(at + 1, title, [], [], null)));
    assert.deepEqual(index.suggest('camp', 8), [
      'Camp',
      'Campaign review',
      'The camping trip',
      'Car launch campaign',
      'Scampi menu',
    ]);
    assert.deepEqual(index.suggest('  CAMP ', 2), ['Camp', 'Campaign review']);
    assert.deepEqual(index.suggest('report 20', 8), ['Annual report 2026']);
    assert.deepEqual(index.suggest('zzz', 8), []);
    index.remove(6);
    assert.deepEqual(index.suggest('camp', 1), ['Campaign review']);
    index.remove(1);
    assert.deepEqual(
      index.suggest('campaign r', 8),
      ['Campaign review'],
      'the title (as first written) stays while another document carries it',
    );
  });
});
