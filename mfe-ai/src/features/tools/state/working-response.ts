import type { AiProviderInfo, Citation, GeneratedResponse, ResponseSection } from '@portal/contracts';

/** A section as the builder holds it. */
export interface BuilderSection {
  /** Stays the same through edits and moves: the key of its controls. */
  key: string;
  title: string;
  answer: string;
  citations: Citation[];
  /** The numbers of the sources the user unticked: left out of the response, with their [n] markers. */
  dropped: number[];
}

/** A response being built in this browser session, from its draft to the finished document. */
export interface WorkingResponse {
  id: string;
  /** The site (deployment index) it was drafted from: its regenerations and export go to the same one. */
  siteId: number;
  title: string;
  query: string;
  sections: BuilderSection[];
  provider: AiProviderInfo;
  /** `complete` once the user has finished it; going back to the builder makes it `building` again. */
  stage: 'building' | 'complete';
  updatedAt: string;
}

export const TITLE_MAX_CHARS = 200;
export const SECTION_TEXT_MAX_CHARS = 40_000;
const DEFAULT_TITLE_CHARS = 80;

/** The title a response starts with: the brief's first line, shortened. */
export function defaultTitle(query: string): string {
  const firstLine = query
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '');
  if (!firstLine) return 'Response';
  return firstLine.length <= DEFAULT_TITLE_CHARS
    ? firstLine
    : `${firstLine.slice(0, DEFAULT_TITLE_CHARS - 1).trimEnd()}…`;
}

const builderSection = (section: ResponseSection, key: string): BuilderSection => ({
  key,
  title: section.title,
  answer: section.answer,
  citations: section.citations,
  dropped: [],
});

/** A drafted response, ready to build. */
export function workingResponseOf(
  id: string,
  siteId: number,
  generated: GeneratedResponse,
  now: Date = new Date(),
): WorkingResponse {
  return {
    id,
    siteId,
    title: defaultTitle(generated.query),
    query: generated.query,
    sections: generated.sections.map((section, index) => builderSection(section, `${id}-${index}`)),
    provider: generated.provider,
    stage: 'building',
    updatedAt: now.toISOString(),
  };
}

type SectionChange = (section: BuilderSection) => BuilderSection;

const changeSection =
  (key: string, change: SectionChange) =>
  (response: WorkingResponse): WorkingResponse => ({
    ...response,
    sections: response.sections.map((section) => (section.key === key ? change(section) : section)),
  });

export const withTitle =
  (title: string) =>
  (response: WorkingResponse): WorkingResponse => ({ ...response, title });

export const withAnswer = (key: string, answer: string) => changeSection(key, (section) => ({ ...section, answer }));

/** Keeps a source (ticked) or leaves it out (unticked). */
export const withSourcePicked = (key: string, n: number, picked: boolean) =>
  changeSection(key, (section) => ({
    ...section,
    dropped: picked ? section.dropped.filter((number) => number !== n) : [...new Set([...section.dropped, n])],
  }));

/** A section drafted again: its new text and sources (all ticked) replace the old; its place and name stay. */
export const withRedrafted =
  (key: string, redrafted: ResponseSection, provider: AiProviderInfo) =>
  (response: WorkingResponse): WorkingResponse => ({
    ...changeSection(key, (section) => ({ ...builderSection(redrafted, key), title: section.title }))(response),
    provider,
  });

/** Moves a section one place up (-1) or down (+1); at either end it stays where it is. */
export const moved =
  (key: string, by: -1 | 1) =>
  (response: WorkingResponse): WorkingResponse => {
    const from = response.sections.findIndex((section) => section.key === key);
    const to = from + by;
    if (from === -1 || to < 0 || to >= response.sections.length) return response;
    const sections = [...response.sections];
    [sections[from], sections[to]] = [sections[to]!, sections[from]!];
    return { ...response, sections };
  };

export const atStage =
  (stage: WorkingResponse['stage']) =>
  (response: WorkingResponse): WorkingResponse => ({ ...response, stage });

/** What stops a response from being finished (its title), or null. */
export function titleProblem(title: string): string | null {
  if (title.trim() === '') return 'Give the response a title.';
  if (title.length > TITLE_MAX_CHARS) return `A title has at most ${TITLE_MAX_CHARS} characters.`;
  return null;
}
