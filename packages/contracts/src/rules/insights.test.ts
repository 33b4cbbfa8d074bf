/// <reference types="node" />
// Run with the package's tests: `npm test` in packages/contracts (node:test through tsx).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CHARTED_INSIGHT_KEYS } from '../entities/charted-insight-keys.js';
import {
  chartedInsightKeys,
  isChartedInsightKey,
  isListableVideoInsight,
  isUnknownFaceName,
  listableFaces,
  listableVideoInsights,
  visibleFaces,
} from './insights.js';

describe('insight rules (spec §5)', () => {
  test('exactly the fifteen charted keys, spelled as the spec spells them', () => {
    assert.deepEqual(
      [...CHARTED_INSIGHT_KEYS],
      [
        'organizations',
        'brand names',
        'agency clients',
        'agency topics',
        'agency keywords',
        'landmarks',
        'people',
        'age distribution',
        'gender distribution',
        'sentiments',
        'video topics',
        'video locations',
        'celebrities',
        'video keywords',
        'video faces',
      ],
    );
    for (const key of CHARTED_INSIGHT_KEYS) assert.equal(isChartedInsightKey(key), true, key);
    for (const key of ['brands', 'Brand Names', ' people', 'keywords', 'video_faces', ''])
      assert.equal(isChartedInsightKey(key), false, key);
  });

  test('chartedInsightKeys keeps the charted keys in the order given, each once', () => {
    assert.deepEqual(chartedInsightKeys(['people', 'content_types', 'video faces', 'people', 'Landmarks']), [
      'people',
      'video faces',
    ]);
    assert.deepEqual(chartedInsightKeys([]), []);
  });

  test('face names containing "unknown" (any case) are hidden', () => {
    for (const name of ['Unknown #1', 'unknown', 'UNKNOWN #12', 'Person unknown'])
      assert.equal(isUnknownFaceName(name), true);
    for (const name of ['Ada Lovelace', 'Known #1', '', null, undefined]) assert.equal(isUnknownFaceName(name), false);
    const faces = [
      { name: 'Unknown #1', appearances: [{}] },
      { name: 'Ada Lovelace', appearances: [{}] },
      { name: 'unknown #2', appearances: [{}] },
    ];
    assert.deepEqual(
      visibleFaces(faces).map((face) => face.name),
      ['Ada Lovelace'],
    );
  });

  test('a video insight is listable only with at least one appearance', () => {
    assert.equal(isListableVideoInsight({ appearances: [{ startTime: '0:00:01' }] }), true);
    assert.equal(isListableVideoInsight({ appearances: [] }), false);
    assert.equal(isListableVideoInsight({ appearances: null }), false);
    assert.equal(isListableVideoInsight({}), false);
    const keywords = [
      { name: 'launch', appearances: [{}, {}] },
      { name: 'silent', appearances: [] },
    ];
    assert.deepEqual(
      listableVideoInsights(keywords).map((keyword) => keyword.name),
      ['launch'],
    );
  });

  test('a face list shows named faces with appearances only', () => {
    const faces = [
      { name: 'Unknown #1', appearances: [{}] },
      { name: 'Grace Hopper', appearances: [] },
      { name: 'Ada Lovelace', appearances: [{}] },
    ];
    assert.deepEqual(
      listableFaces(faces).map((face) => face.name),
      ['Ada Lovelace'],
    );
  });
});
