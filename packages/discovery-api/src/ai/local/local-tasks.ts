import type { AiInteraction, ResponseExportRequest } from '@portal/contracts';
import { responseDocx } from '../response-docx.js';
import type { AssetContext } from '../asset-context.js';
import { extractiveAnswer, type AnswerSource, type ExtractiveAnswer } from './extractive-answer.js';
import { localInteraction, suggestedQuestions } from './local-interactions.js';
import { keyPhrases, terms } from './text-analysis.js';

/**
 * The local extractive assistant's work on text, and the response generator's Word document, as tasks a worker
 * thread runs (local-assistant.ts): each takes the text it reads and gives back plain data (or bytes), so it can be
 * sent to another thread and back. What a task reads grows with
 * the text (a document of 60,000 characters takes a few hundred milliseconds to summarise), so none of it runs on the
 * thread that answers requests.
 */
export type LocalTask =
  | { kind: 'interaction'; interaction: AiInteraction; asset: AssetContext }
  | { kind: 'suggestions'; asset: Pick<AssetContext, 'title' | 'description' | 'text'>; count?: number }
  | {
      kind: 'answer';
      question: string;
      sources: AnswerSource[];
      options?: { minShare?: number; focus?: string; exclude?: ReadonlySet<string> };
    }
  | { kind: 'keyPhrases'; text: string; count: number }
  | { kind: 'overlaps'; question: string; texts: string[] }
  | { kind: 'responseDocx'; request: ResponseExportRequest; origin: string };

/** What each kind of task gives back. */
export interface LocalTaskResults {
  interaction: string;
  suggestions: string[];
  answer: ExtractiveAnswer;
  keyPhrases: string[];
  overlaps: number[];
  /** The response generator's Word document (its bytes). */
  responseDocx: Uint8Array;
}

/** The share of the question's terms (stemmed content words) each text holds. */
function overlaps(question: string, texts: readonly string[]): number[] {
  const wanted = new Set(terms(question));
  return texts.map((text) => {
    if (wanted.size === 0) return 0;
    const held = new Set(terms(text));
    let count = 0;
    for (const word of wanted) if (held.has(word)) count += 1;
    return count / wanted.size;
  });
}

/** Runs one task (in a worker thread: local-worker.ts). */
export function runLocalTask(
  task: LocalTask,
): LocalTaskResults[LocalTask['kind']] | Promise<LocalTaskResults[LocalTask['kind']]> {
  switch (task.kind) {
    case 'interaction':
      return localInteraction(task.interaction, task.asset);
    case 'suggestions':
      return suggestedQuestions(task.asset, task.count);
    case 'answer':
      return extractiveAnswer(task.question, task.sources, task.options);
    case 'keyPhrases':
      return keyPhrases(task.text, task.count).map((phrase) => phrase.phrase);
    case 'overlaps':
      return overlaps(task.question, task.texts);
    case 'responseDocx':
      return responseDocx(task.request, task.origin);
  }
}
