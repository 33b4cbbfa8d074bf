import {
  BI_DASHBOARD_PAGES,
  rankByLatestYear,
  signedChange,
  yearAndPrevious,
  type BiDashboardPageName,
  type BiExportFormat,
  type RankedRow,
} from '@portal/contracts';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import colorString from 'color-string';
import sharp from 'sharp';
import { awardsInsights } from '../awards/award-insights.js';
import type { Database } from '../db/database.js';

/**
 * The built-in BI dashboards as files (POST v2/powerbi/export of a built-in page): the same ranking the page charts
 * (rules/bi-dashboards.ts in contracts: the year's names by points, the year before beside them), drawn as SVG on
 * the server, rasterised by sharp (libvips, on its own threads, never the event loop) to PNG, or to JPEG placed on
 * a PDF page by pdf-lib (which then only copies the JPEG's bytes: no decoding in JavaScript). The PDF also carries
 * the title and the table's words as text, so it can be searched and read aloud.
 */

const WIDTH = 1200;
const ROW = 36;
const TOP = 150;
const NAME_RIGHT = 330;
const BAR_LEFT = 346;
const BAR_MAX = 700;
/** The bars' colours when the site has no chart colours of its own: the year, the year before. */
export const DEFAULT_EXPORT_COLOURS: ExportColours = { latest: '#1668dc', previous: '#b8c4d6' };
const INK = '#1f1f1f';
const MUTED = '#595959';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** The bars' colours, as hex: the site's chart colours (its first two), as the page draws them. */
export interface ExportColours {
  latest: string;
  previous: string;
}

/**
 * The site's chart colours (its chartColors setting, a JSON list of CSS colours checked when it was saved), as hex
 * for the SVG: the first for the year, the second for the year before; the defaults for what is missing or unreadable.
 */
export function exportColours(chartColors: string | null | undefined): ExportColours {
  let listed: unknown;
  try {
    listed = chartColors ? JSON.parse(chartColors) : [];
  } catch {
    listed = [];
  }
  const hex = (value: unknown) => {
    const colour = typeof value === 'string' ? colorString.get.rgb(value.trim()) : null;
    if (!colour) return undefined;
    const [red = 0, green = 0, blue = 0] = colour;
    return colorString.to.hex(red, green, blue);
  };
  const [latest, previous] = Array.isArray(listed) ? listed.map(hex) : [];
  return { latest: latest ?? DEFAULT_EXPORT_COLOURS.latest, previous: previous ?? DEFAULT_EXPORT_COLOURS.previous };
}

export interface BuiltinExportFigures {
  page: BiDashboardPageName;
  title: string;
  siteName: string;
  year: number;
  rows: RankedRow[];
}

/** The page's ranking of a year (the latest year with results when none is named); undefined when the site has none. */
export async function builtinExportFigures(
  db: Database,
  site: { deploymentIndexId: number; name: string },
  page: BiDashboardPageName,
  year: number | undefined,
): Promise<BuiltinExportFigures | undefined> {
  const { dimension, size, title } = BI_DASHBOARD_PAGES[page];
  const overview = await awardsInsights(db, site.deploymentIndexId, { currentFilterValues: {}, rankings: [], top: 1 });
  const years = overview.byYear.map((entry) => entry.year);
  const chosen = year !== undefined && years.includes(year) ? year : years.at(-1);
  if (chosen === undefined) return undefined;
  const insights = await awardsInsights(db, site.deploymentIndexId, {
    currentFilterValues: yearAndPrevious(chosen),
    rankings: [dimension],
    top: 50,
  });
  const rows = rankByLatestYear(insights.rankings[0]?.rows ?? [], size);
  return { page, title, siteName: site.name, year: chosen, rows };
}

/** The ranking as an SVG picture: a title, a legend, two bars per name (the year, the year before) and the change. */
export function rankingSvg(
  figures: BuiltinExportFigures,
  exportedAt: Date,
  colours: ExportColours = DEFAULT_EXPORT_COLOURS,
): string {
  const { latest: LATEST, previous: PREVIOUS } = colours;
  const { title, siteName, year, rows } = figures;
  const nameTitle = BI_DASHBOARD_PAGES[figures.page].nameTitle;
  const most = Math.max(1, ...rows.flatMap((row) => [row.latestPoints, row.previousPoints]));
  const height = TOP + Math.max(rows.length, 1) * ROW + 70;
  const bar = (points: number) => Math.max(points > 0 ? 2 : 0, Math.round((points / most) * BAR_MAX));
  const text = (x: number, y: number, body: string, attributes = '') =>
    `<text x="${x}" y="${y}" ${attributes}>${escapeXml(body)}</text>`;
  const lines = rows.map((row, index) => {
    const y = TOP + index * ROW;
    return [
      text(NAME_RIGHT, y + 17, `${row.rank}. ${clip(row.name, 34)}`, `text-anchor="end" fill="${INK}" font-size="15"`),
      `<rect x="${BAR_LEFT}" y="${y + 3}" width="${bar(row.latestPoints)}" height="13" rx="2" fill="${LATEST}"/>`,
      `<rect x="${BAR_LEFT}" y="${y + 18}" width="${bar(row.previousPoints)}" height="9" rx="2" fill="${PREVIOUS}"/>`,
      text(
        BAR_LEFT + bar(row.latestPoints) + 8,
        y + 15,
        row.latestPoints.toLocaleString('en'),
        `fill="${INK}" font-size="13"`,
      ),
      text(WIDTH - 30, y + 17, signedChange(row.change), `text-anchor="end" fill="${MUTED}" font-size="14"`),
    ].join('');
  });
  const empty =
    rows.length === 0
      ? [
          text(
            NAME_RIGHT,
            TOP + 17,
            `No ${nameTitle.toLowerCase()} has points in ${year} or ${year - 1}.`,
            `fill="${MUTED}" font-size="15"`,
          ),
        ]
      : [];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    text(30, 50, title, `fill="${INK}" font-size="28" font-weight="bold"`),
    text(30, 82, `${siteName} · award points, ${year} against ${year - 1}`, `fill="${MUTED}" font-size="16"`),
    `<rect x="30" y="104" width="14" height="14" fill="${LATEST}"/>`,
    text(52, 116, `${year}`, `fill="${INK}" font-size="14"`),
    `<rect x="110" y="104" width="14" height="14" fill="${PREVIOUS}"/>`,
    text(132, 116, `${year - 1}`, `fill="${INK}" font-size="14"`),
    text(WIDTH - 30, 116, `Change`, `text-anchor="end" fill="${MUTED}" font-size="14"`),
    text(NAME_RIGHT, 116, nameTitle, `text-anchor="end" fill="${MUTED}" font-size="14"`),
    ...lines,
    ...empty,
    text(
      30,
      height - 24,
      `Exported from the portal on ${exportedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC: the portal’s own award results, not a Power BI report.`,
      `fill="${MUTED}" font-size="12"`,
    ),
    `</svg>`,
  ].join('\n');
}

/** The picture as the file asked for: PNG at twice the SVG's size (sharp), or a one-page PDF of it with its words. */
export async function renderExport(
  figures: BuiltinExportFigures,
  format: BiExportFormat,
  exportedAt: Date,
  colours: ExportColours = DEFAULT_EXPORT_COLOURS,
): Promise<{ file: Buffer; contentType: string }> {
  const picture = sharp(Buffer.from(rankingSvg(figures, exportedAt, colours)), { density: 144 });
  if (format === 'PNG') return { file: await picture.png().toBuffer(), contentType: 'image/png' };
  const jpeg = await picture
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 88 })
    .toBuffer({ resolveWithObject: true });
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${figures.title} ${figures.year}`);
  pdf.setSubject(`${figures.siteName}: award points, ${figures.year} against ${figures.year - 1}`);
  pdf.setProducer('Discovery portal');
  const image = await pdf.embedJpg(jpeg.data);
  // A4 landscape wide, as tall as the picture needs: 842 points across.
  const scale = 842 / jpeg.info.width;
  const page = pdf.addPage([842, jpeg.info.height * scale]);
  page.drawImage(image, { x: 0, y: 0, width: 842, height: jpeg.info.height * scale });
  // The words, invisible under the picture, for search and screen readers.
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const words = [
    `${figures.title} ${figures.year} ${figures.siteName}`,
    ...figures.rows.map(
      (row) => `${row.rank}. ${row.name} ${row.latestPoints} ${row.previousPoints} ${signedChange(row.change)}`,
    ),
  ];
  words.forEach((line, index) =>
    page.drawText(toWinAnsi(line), {
      x: 4,
      y: page.getHeight() - 12 - index * 10,
      size: 6,
      font,
      color: rgb(1, 1, 1),
      opacity: 0,
    }),
  );
  return { file: Buffer.from(await pdf.save()), contentType: 'application/pdf' };
}

/** Helvetica of a PDF writes WinAnsi only: other characters become '?' rather than failing the export. */
const toWinAnsi = (text: string) => text.replace(/[−]/g, '-').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
