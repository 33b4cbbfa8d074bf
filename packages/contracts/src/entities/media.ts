export interface TranscriptLine {
  text: string;
  confidence: number;
  start: string;
  end: string;
}

export interface VideoInsights {
  id: string;
  name: string;
  state: string;
  privacyMode: string;
  durationInSeconds: number;
  summarizedInsights: {
    keywords: { name: string; appearances: unknown[] }[];
    faces: { name: string; appearances: unknown[]; age?: number; gender?: string; faceBoundingBox?: unknown }[];
    sentiments: { sentimentKey: string; seenDurationRatio: number }[];
    namedLocations: { name: string; appearances: unknown[] }[];
    topics: { name: string; appearances: unknown[] }[];
    brands: { name: string; appearances: unknown[] }[];
  };
  transcript: TranscriptLine[];
}

export interface BiEmbed {
  reportId: string;
  token: string;
  embedUrl: string;
  error: string | null;
}

/** Power BI export status (spec §4); NotStarted and Running poll every 2 s. */
export type BiExportStatus = 'NotStarted' | 'Running' | 'Succeeded' | 'Failed';

/** Embed modes for dashboard assets (spec §4). */
export type EmbedMode =
  | 'embed'
  | 'new window'
  | 'power bi embed'
  | 'power bi embed actions bar'
  | 'power bi embed toolbar'
  | 'api power bi embed'
  | 'tableau embed'
  | 'tableau embed toolbar'
  | 'none'
  | (string & {});
