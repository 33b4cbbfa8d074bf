import { PAGE_TEMPLATE_CODES } from '@portal/contracts';

export type HomeTemplate = (typeof PAGE_TEMPLATE_CODES)[number];

const isTemplate = (value: string | null | undefined): value is HomeTemplate =>
  (PAGE_TEMPLATE_CODES as readonly string[]).includes(value ?? '');

/**
 * The home page's template (spec §2.2): the `template` query value (default or compact) overrides the site's
 * pageTemplateCode; anything else falls back to the site's, then to default.
 */
export function homeTemplateOf(query: string | null, siteTemplate: string | null | undefined): HomeTemplate {
  if (isTemplate(query)) return query;
  return isTemplate(siteTemplate) ? siteTemplate : 'default';
}

/** The topics of the home header (a comma-separated page element), trimmed, without blanks or repeats. */
export function homeTopicsOf(setting: string | null | undefined): string[] {
  const topics = (setting ?? '')
    .split(',')
    .map((topic) => topic.trim())
    .filter(Boolean);
  return [...new Set(topics)];
}
