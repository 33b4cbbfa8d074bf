import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import JSZip from 'jszip';
import { samplePng } from '../../seed/sample-files/index.js';
import { detectFileType } from './detect-file-type.js';

const text = (value: string) => new TextEncoder().encode(value);
const zipOf = async (files: Record<string, string>) => {
  const zip = new JSZip();
  for (const [name, body] of Object.entries(files)) zip.file(name, body);
  return zip.generateAsync({ type: 'uint8array' });
};

describe('detectFileType', () => {
  it('trusts the bytes over a misleading extension', async () => {
    const png = await samplePng({ title: 'Disguised', paragraphs: [] });
    assert.deepEqual(await detectFileType(png, 'report.pdf'), {
      extension: 'png',
      mimeType: 'image/png',
      typeClass: 'image',
    });

    const zip = await zipOf({ 'payload.bin': 'not a PDF' });
    assert.deepEqual(await detectFileType(zip, 'invoice.pdf'), {
      extension: 'zip',
      mimeType: 'application/zip',
      typeClass: 'zip',
    });

    const exe = new Uint8Array(512);
    exe.set(text('MZ'));
    const detected = await detectFileType(exe, 'statement.pdf');
    assert.equal(detected.extension, 'exe');
    assert.equal(detected.typeClass, 'other');
  });

  it('keeps a precise extension when the bytes are its container', async () => {
    const keynote = await zipOf({ 'Index/Document.iwa': 'x', 'Metadata/Properties.plist': 'y' });
    assert.deepEqual(await detectFileType(keynote, 'Talk.key'), {
      extension: 'key',
      mimeType: 'application/vnd.apple.keynote',
      typeClass: 'keynote',
    });
    const svg = text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>');
    assert.deepEqual(await detectFileType(svg, 'logo.svg'), {
      extension: 'svg',
      mimeType: 'image/svg+xml',
      typeClass: 'image',
    });
  });

  it('falls back to the extension for text formats', async () => {
    assert.deepEqual(await detectFileType(text('a,b\n1,2\n'), 'data.CSV'), {
      extension: 'csv',
      mimeType: 'text/csv',
      typeClass: 'spreadsheet',
    });
    assert.deepEqual(await detectFileType(text('# Notes\n'), 'notes.md'), {
      extension: 'md',
      mimeType: 'text/markdown',
      typeClass: 'document',
    });
    assert.deepEqual(await detectFileType(text('<p>hi</p>'), 'page.htm'), {
      extension: 'htm',
      mimeType: 'text/html',
      typeClass: 'html',
    });
  });

  it('calls unknown bytes without an extension an octet stream', async () => {
    assert.deepEqual(await detectFileType(text('just some words'), 'README'), {
      extension: '',
      mimeType: 'application/octet-stream',
      typeClass: 'other',
    });
  });
});
