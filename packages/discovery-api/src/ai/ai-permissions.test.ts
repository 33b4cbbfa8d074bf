import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PERMISSION_NAMES } from '@portal/contracts';
import type { PermissionMap } from '../sites/site-permissions.js';
import { HttpError } from '../http/http-error.js';
import { mayUseAi, requireAiPermission, type AiFeature } from './ai-permissions.js';

/** A permission map granting only the names given (a missing name is denied: spec §6). */
const only = (...names: string[]): { permissions: PermissionMap } => ({
  permissions: Object.fromEntries(PERMISSION_NAMES.map((name) => [name, names.includes(name)])) as PermissionMap,
});

describe('who may use which AI feature (spec §6), one permission at a time', () => {
  const cases: [string[], Record<AiFeature, boolean>][] = [
    [[], { interact: false, assistant: false, rag: false, analyze: false }],
    [['viewOpenAi'], { interact: true, assistant: true, rag: false, analyze: false }],
    [['viewAiInteract'], { interact: true, assistant: false, rag: false, analyze: false }],
    [['viewAiAssistant'], { interact: false, assistant: true, rag: false, analyze: false }],
    [['viewRagAssistant'], { interact: false, assistant: false, rag: true, analyze: false }],
    [['analyzeInsights'], { interact: false, assistant: false, rag: false, analyze: true }],
    [
      ['editDeploymentIndex', 'uploadAsset', 'exportReports'],
      { interact: false, assistant: false, rag: false, analyze: false },
    ],
  ];
  for (const [names, expected] of cases) {
    test(`${names.join(' + ') || 'no permission'}`, () => {
      for (const feature of ['interact', 'assistant', 'rag', 'analyze'] as const) {
        assert.equal(mayUseAi(only(...names), feature), expected[feature], feature);
        if (!expected[feature]) {
          assert.throws(
            () => requireAiPermission(only(...names), feature),
            (error: unknown) => error instanceof HttpError && error.statusCode === 403,
          );
        }
      }
    });
  }
});
