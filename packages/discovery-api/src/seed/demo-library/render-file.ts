import { stringify } from 'csv-stringify/sync';
import mime from 'mime-types';
import {
  sampleDocx,
  sampleHtml,
  sampleJpeg,
  sampleMarkdown,
  samplePdf,
  samplePng,
  samplePptx,
  sampleText,
  sampleXlsx,
} from '../sample-files/index.js';
import type { DemoLibraryAsset } from './demo-library.js';
import { sampleTitleFilm } from './mjpeg-avi.js';

/**
 * The file of a demo asset, in its format, from its title and paragraphs (src/seed/sample-files); a CSV is the
 * campaign tracker as a table (one row a week, with the row told as a sentence in the last column) and a video
 * a three-second MJPEG title film. The same asset always gives the same bytes.
 */
export async function renderDemoFile(asset: DemoLibraryAsset): Promise<{ bytes: Uint8Array; contentType: string }> {
  const content = { title: asset.title, paragraphs: asset.paragraphs };
  const bytes = await (async () => {
    switch (asset.format) {
      case 'pdf':
        return samplePdf(content);
      case 'docx':
        return sampleDocx(content);
      case 'pptx':
        return samplePptx(content);
      case 'xlsx':
        return sampleXlsx(content);
      case 'csv':
        return trackerCsv(asset);
      case 'png':
        return samplePng(content);
      case 'jpg':
        return sampleJpeg(content);
      case 'html':
        return sampleHtml(content);
      case 'txt':
        return sampleText(content);
      case 'md':
        return sampleMarkdown(content);
      case 'avi':
        return sampleTitleFilm({
          title: asset.title,
          subtitle: asset.metadata.brands?.[0] ?? asset.metadata.clients?.[0] ?? asset.site,
        });
    }
  })();
  return { bytes, contentType: mime.lookup(asset.fileName) || 'application/octet-stream' };
}

function trackerCsv(asset: DemoLibraryAsset): Uint8Array {
  const rows = asset.trackerRows ?? [];
  const table = [
    ['Week', 'Market', 'Channel', 'Impressions', 'Clicks', 'Spend', 'Conversions', 'Notes'],
    ...rows.map((row) => [
      row.week,
      row.market,
      row.channel,
      String(row.impressions),
      String(row.clicks),
      String(row.spend),
      String(row.conversions),
      row.note,
    ]),
  ];
  return new TextEncoder().encode(stringify(table, { record_delimiter: 'windows' }));
}
