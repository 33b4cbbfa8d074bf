import { createHash } from 'node:crypto';

/** What a generated sample file says: a title and its paragraphs, in order. */
export interface SampleContent {
  title: string;
  paragraphs: string[];
}

/**
 * The one date written into every sample (document properties, ZIP entry times), so that the same
 * content always gives the same bytes.
 */
export const SAMPLE_DATE = new Date('2024-01-01T00:00:00Z');

/** A stable number from 0 to 2^32 - 1 derived from a text, used to vary colours and shapes per sample. */
export function sampleSeed(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}
