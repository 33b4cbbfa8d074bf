import { hasDashboard, type DashboardFields } from '@portal/contracts';

/** How the asset embed page draws a dashboard (spec §4). */
export type EmbedRenderer = 'iframe' | 'power-bi-component' | 'power-bi-iframe' | 'tableau';

/** What opening a dashboard asset does (spec §4 embed modes, §5 dashboard access and URL rules). */
export type DashboardOpening =
  /** Not a dashboard the user can open (§5: dashboards content type, a non-blank external URL, an action). */
  | { kind: 'none' }
  /** The external URL does not parse: 'invalid externalUrl' is logged and nothing opens (§5). */
  | { kind: 'invalid'; url: string }
  /** 'new window': the external URL in a new tab. */
  | { kind: 'new-window'; url: string }
  /** Every other mode: the portal's asset embed page, drawn by the renderer of the mode, with its variant bars. */
  | { kind: 'asset-embed'; url: string; renderer: EmbedRenderer; actionsBar: boolean; toolbar: boolean };

const NEW_WINDOW = new Set(['new window', 'new-window', 'newwindow', 'new tab', 'newtab']);

/** The mode as written by people: case, spaces and dashes do not matter ('Power BI Embed – Toolbar'). */
export const normaliseMode = (mode: string | null | undefined) =>
  (mode ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_–-]+/g, ' ');

/**
 * The embed-mode decision table (spec §4): 'new window' opens the external URL in a new tab; every other mode goes
 * to the asset embed page, where Power BI modes starting with 'api' render as the Power BI component and the other
 * Power BI modes as an iframe, Tableau modes through Tableau's embedding, and 'embed' (or a mode we do not know) as
 * an iframe; 'actions bar' and 'toolbar' variants show those bars. 'none', or no dashboard at all, opens nothing.
 */
export function dashboardOpening(document: DashboardFields): DashboardOpening {
  if (!hasDashboard(document)) return { kind: 'none' };
  const url = document.external_url!.trim();
  if (!URL.canParse(url)) {
    console.warn('invalid externalUrl', url);
    return { kind: 'invalid', url };
  }
  const mode = normaliseMode(document.external_url_action);
  if (NEW_WINDOW.has(mode)) return { kind: 'new-window', url };
  const renderer: EmbedRenderer = mode.startsWith('api power bi')
    ? 'power-bi-component'
    : mode.startsWith('power bi')
      ? 'power-bi-iframe'
      : mode.startsWith('tableau')
        ? 'tableau'
        : 'iframe';
  return {
    kind: 'asset-embed',
    url,
    renderer,
    actionsBar: mode.includes('actions bar'),
    toolbar: mode.includes('toolbar'),
  };
}
