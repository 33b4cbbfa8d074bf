import { AI_PROVIDER_LABELS, type Citation, type Conversation } from '@portal/contracts';
import type { SiteAccess } from '../sites/site-access.js';
import { answerInstruction, quotedPassages, SYSTEM_RULES } from './prompts.js';
import type { ChatModel, ChatTurn } from './providers/chat-model.js';
import type { RetrievedPassage } from './retrieval.js';

/**
 * The line every reply of the local provider ends with: it says plainly who wrote the reply and from what — an
 * asset's words and metadata, a document sent to be analysed (`unstored`: not in the library, no metadata), or the
 * site's documents.
 */
export function localNotice(title?: string, of: 'asset' | 'unstored' = 'asset'): string {
  const source = !title
    ? "the site's documents you may open"
    : of === 'unstored'
      ? `“${title}”, which was not added to the library`
      : `“${title}” and its metadata`;
  // The reply puts it after a blank line: LOCAL_AI_NOTICE_START, which front ends leave out when copying.
  return `— ${AI_PROVIDER_LABELS.local}: taken from ${source}; no AI model wrote this.`;
}

/** A content page's path (calls doc §2: /sites/{siteId}/content/{docId}/home). */
export const contentPath = (siteId: number, docId: string) =>
  `/sites/${siteId}/content/${encodeURIComponent(docId)}/home`;

/**
 * The citations of an answer: one per cited document number, with the passages it drew on (for an extractive answer
 * `quoted`, the passages its sentences were quoted from; otherwise the document's best). Only the numbers of the
 * retrieved passages can be cited, and they come only from documents the user may open (retrieval.ts): an answer
 * never names a document the user may not open, whatever a model writes.
 */
export function citationsOf(
  access: SiteAccess,
  passages: readonly RetrievedPassage[],
  cited: readonly number[],
  quoted?: string,
): Citation[] {
  // The sentences an extractive answer quoted, to name the very passages they come from.
  const sentences = quoted
    ? quoted
        .split(/\s*\[\d+(?:,\s*\d+)*\]\s*/u)
        .map((sentence) => sentence.trim())
        .filter(Boolean)
    : [];
  return cited.flatMap((n) => {
    const ofDocument = passages.filter((candidate) => candidate.n === n);
    const first = ofDocument[0];
    if (!first) return [];
    const holding = ofDocument.filter((passage) => sentences.some((sentence) => passage.text.includes(sentence)));
    const drawnOn = (holding.length > 0 ? holding : ofDocument).slice(0, MAX_PASSAGES_PER_CITATION);
    return [
      {
        n,
        documentid: first.docId,
        title: first.title,
        url: contentPath(access.site.deploymentIndexId, first.docId),
        passage: drawnOn.map((passage) => passage.text).join('\n…\n'),
      },
    ];
  });
}

/** Passages a citation carries at most (those its sentences were quoted from, else the document's best). */
const MAX_PASSAGES_PER_CITATION = 3;

/** The numbers cited in a text ([1], [2][3], [1, 2]) that name a retrieved document, in order of first use. */
export function citedNumbers(text: string, passages: readonly RetrievedPassage[]): number[] {
  const known = new Set(passages.map((passage) => passage.n));
  const cited: number[] = [];
  for (const match of text.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g)) {
    for (const part of match[1]!.split(',')) {
      const n = Number(part.trim());
      if (known.has(n) && !cited.includes(n)) cited.push(n);
    }
  }
  return cited;
}

/** A reply of the local provider, streamed as its sentences (the text is ready at once; the panel shows it growing). */
export async function streamLocal(text: string, options: { signal: AbortSignal; onDelta?: (text: string) => void }) {
  if (!options.onDelta) return;
  for (const piece of text.match(/[^.!?\n]+[.!?\n]*\s*/gu) ?? [text]) {
    if (options.signal.aborted) return;
    options.onDelta(piece);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A model's answer to a question from retrieved passages (quoted as data), with the numbers it cites. */
export async function modelAnswer(
  model: ChatModel,
  input: {
    question: string;
    passages: readonly RetrievedPassage[];
    history: ChatTurn[];
    conversation: Pick<Conversation, 'gptModel' | 'reasoningLevel'>;
    signal: AbortSignal;
    onDelta?: (text: string) => void;
  },
) {
  const reply = await model.complete({
    messages: [
      { role: 'system', content: SYSTEM_RULES },
      ...input.history,
      { role: 'user', content: `${quotedPassages(input.passages)}\n\n${answerInstruction(input.question)}` },
    ],
    model: input.conversation.gptModel,
    reasoningLevel: input.conversation.reasoningLevel,
    signal: input.signal,
    onDelta: input.onDelta,
  });
  return { ...reply, cited: citedNumbers(reply.text, input.passages) };
}
