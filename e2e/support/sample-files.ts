import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './environment';

/** What a generated sample says (the server's own sample generators, packages/discovery-api/src/seed/sample-files). */
export interface SampleContent {
  title: string;
  paragraphs: string[];
}
interface Samples {
  samplePdf(content: SampleContent): Promise<Uint8Array>;
  sampleDocx(content: SampleContent): Promise<Uint8Array>;
  samplePng(content: SampleContent): Promise<Uint8Array>;
}

/** The built server's sample generators: real PDF, DOCX and PNG files whose text the pipeline extracts. */
export async function samples(): Promise<Samples> {
  return (await import(
    pathToFileURL(join(REPO_ROOT, 'packages/discovery-api/dist/seed/sample-files/index.js')).href
  )) as Samples;
}

/** A word no document of the demo holds: letters only, so the search's tokeniser keeps it whole. */
export function uniqueWord(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${prefix}${letters}`;
}

/** A second of real WebM video recorded in the page from a painted canvas (no video fixture, no download). */
export async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    for (let frame = 0; frame < 15; frame += 1) {
      context.fillStyle = `hsl(${frame * 24}, 70%, 50%)`;
      context.fillRect(0, 0, 160, 90);
      await new Promise((resolve) => setTimeout(resolve, 66));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}
