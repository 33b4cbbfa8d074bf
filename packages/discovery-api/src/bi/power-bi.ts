import type { PowerBiEmbed } from '@portal/contracts';
import type { PowerBiSettings } from '../config/bi-settings.js';

/**
 * The Power BI provider (ARCHITECTURE §7 "Outside services"): embed tokens for a report, minted by the Power BI
 * REST API for the server's service principal ("embed for your customers" / app owns data). It signs in with the
 * client-credentials grant of Entra ID, reads the report (for its embed URL) and asks for a view token. The Entra
 * ID token is kept until shortly before it expires. Failures are answers, not exceptions: the front end shows the
 * text in the Power BI embed error dialog.
 */

export const POWER_BI_NOT_CONFIGURED =
  'Power BI embedding is not configured on this server: set POWERBI_TENANT_ID, POWERBI_CLIENT_ID and POWERBI_CLIENT_SECRET.';
export const POWER_BI_SCOPE = 'https://analysis.windows.net/powerbi/api/.default';

/** A new Entra ID token is fetched this long before the current one expires. */
const TOKEN_MARGIN_MS = 5 * 60_000;
/** A call to Entra ID or Power BI that takes longer is given up. */
const CALL_TIMEOUT_MS = 20_000;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PowerBiReportRef {
  reportId: string;
  /** The workspace; undefined for a report of "My workspace" (groups/me, or a reportEmbed link without groupId). */
  groupId: string | undefined;
}

/**
 * The workspace and report of a Power BI report URL: app.powerbi.com/groups/{groupId}/reports/{reportId}/… or
 * …/reportEmbed?reportId=…&groupId=…. Ids must be GUIDs (they become paths of REST calls); undefined otherwise.
 */
export function parsePowerBiReportUrl(reportUrl: string): PowerBiReportRef | undefined {
  let url: URL;
  try {
    url = new URL(reportUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:') return undefined;
  const path = /\/groups\/([^/]+)\/reports\/([^/?#]+)/i.exec(url.pathname);
  const groupId = path ? path[1] : (url.searchParams.get('groupId') ?? undefined);
  const reportId = path ? path[2] : /\/reportEmbed\/?$/i.test(url.pathname) ? url.searchParams.get('reportId') : null;
  if (!reportId || !GUID.test(reportId)) return undefined;
  if (groupId === undefined || groupId.toLowerCase() === 'me') return { reportId, groupId: undefined };
  return GUID.test(groupId) ? { reportId, groupId } : undefined;
}

/** An answer without a token: the reason is in `error`. */
export const embedFailure = (reportId: string, error: string): PowerBiEmbed => ({
  reportId,
  token: '',
  embedUrl: '',
  error,
  expiration: null,
});

/** A refusal of Entra ID or Power BI, with the status and message they gave. */
class UpstreamRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamRefusal';
  }
}

export interface PowerBiLog {
  warn(details: object, message: string): void;
}

export class PowerBiProvider {
  private aadToken: { value: string; renewAt: number } | undefined;

  constructor(
    private readonly settings: PowerBiSettings,
    private readonly log: PowerBiLog,
    private readonly now: () => number = Date.now,
  ) {}

  /** The REST address of a report: …/v1.0/myorg[/groups/{groupId}]/reports/{reportId}. */
  private reportBase(report: PowerBiReportRef): string {
    return `${this.settings.apiUrl}/v1.0/myorg/${report.groupId ? `groups/${report.groupId}/` : ''}reports/${report.reportId}`;
  }

  /** An embed token for the report, or the reason there is none (answered, and logged). */
  async embedToken(report: PowerBiReportRef): Promise<PowerBiEmbed> {
    try {
      const base = this.reportBase(report);
      const details = await this.callApi<{ id?: string; embedUrl?: string }>(base, { method: 'GET' });
      const generated = await this.callApi<{ token?: string; expiration?: string }>(`${base}/GenerateToken`, {
        method: 'POST',
        body: JSON.stringify({ accessLevel: 'View' }),
      });
      if (!generated.token || !details.embedUrl) {
        throw new UpstreamRefusal(502, 'the answer held no token or embed URL');
      }
      return {
        reportId: details.id ?? report.reportId,
        token: generated.token,
        embedUrl: details.embedUrl,
        error: null,
        expiration: generated.expiration ?? null,
      };
    } catch (error) {
      const text =
        error instanceof UpstreamRefusal
          ? `Power BI refused the embed token: ${error.status} ${error.message}`
          : `Power BI could not be reached for the embed token: ${(error as Error).message}`;
      this.log.warn({ err: error, reportId: report.reportId, groupId: report.groupId }, text);
      return embedFailure(report.reportId, text);
    }
  }

  /**
   * Starts an export of the report to a file (Power BI's "Export To File In Group": POST …/ExportTo, 202 with the
   * export's id and state). Throws with Power BI's reason when it refuses (exportFailure words it).
   */
  async startExport(report: PowerBiReportRef, format: 'PDF' | 'PNG'): Promise<PowerBiExportState> {
    const state = await this.callApi<Partial<PowerBiExportState>>(`${this.reportBase(report)}/ExportTo`, {
      method: 'POST',
      body: JSON.stringify({ format }),
    });
    const { id } = state;
    if (typeof id !== 'string') throw new UpstreamRefusal(502, 'the export answer held no export id');
    return stateOf({ ...state, id });
  }

  /** The state of an export (GET …/exports/{exportId}). */
  async exportState(report: PowerBiReportRef, exportId: string): Promise<PowerBiExportState> {
    const state = await this.callApi<Partial<PowerBiExportState>>(
      `${this.reportBase(report)}/exports/${encodeURIComponent(exportId)}`,
      { method: 'GET' },
    );
    return stateOf({ ...state, id: exportId });
  }

  /** The file of a Succeeded export (GET …/exports/{exportId}/file), refused above maxBytes. */
  async exportFile(report: PowerBiReportRef, exportId: string, maxBytes: number): Promise<Buffer> {
    const response = await fetch(`${this.reportBase(report)}/exports/${encodeURIComponent(exportId)}/file`, {
      headers: { authorization: `Bearer ${await this.accessToken()}` },
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS * 3),
    });
    if (!response.ok) return answerOf<never>(response);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBytes) throw new UpstreamRefusal(413, `the file is larger than ${maxBytes} bytes`);
    const file = Buffer.from(await response.arrayBuffer());
    if (file.length > maxBytes) throw new UpstreamRefusal(413, `the file is larger than ${maxBytes} bytes`);
    return file;
  }

  /** A Power BI REST call with the service principal's bearer token. */
  private async callApi<T>(url: string, init: { method: string; body?: string }): Promise<T> {
    const response = await fetch(url, {
      ...init,
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    return answerOf<T>(response);
  }

  /** The Entra ID token of the service principal (client credentials), kept until shortly before it expires. */
  private async accessToken(): Promise<string> {
    if (this.aadToken && this.now() < this.aadToken.renewAt) return this.aadToken.value;
    const { tenantId, clientId, clientSecret, authorityHost } = this.settings;
    const response = await fetch(`${authorityHost}/${encodeURIComponent(tenantId)}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
        scope: POWER_BI_SCOPE,
      }).toString(),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const answer = await answerOf<{ access_token?: string; expires_in?: number | string }>(response);
    if (!answer.access_token) throw new UpstreamRefusal(502, 'the sign-in answer held no access token');
    const lifetimeMs = Number(answer.expires_in ?? 3600) * 1000;
    this.aadToken = {
      value: answer.access_token,
      renewAt: this.now() + Math.max(lifetimeMs - TOKEN_MARGIN_MS, lifetimeMs / 2),
    };
    return answer.access_token;
  }
}

/** Power BI's states of an export; 'Undefined' (which Power BI may answer for a new export) is NotStarted. */
export interface PowerBiExportState {
  id: string;
  status: 'NotStarted' | 'Running' | 'Succeeded' | 'Failed';
  percentComplete: number;
}

function stateOf(answer: Partial<PowerBiExportState> & { id: string }): PowerBiExportState {
  const status = (answer.status as string | undefined) ?? 'NotStarted';
  return {
    id: answer.id,
    status: status === 'Running' || status === 'Succeeded' || status === 'Failed' ? status : 'NotStarted',
    percentComplete: Math.max(0, Math.min(100, Math.round(Number(answer.percentComplete) || 0))),
  };
}

/** Why an export call to Power BI failed, in words a user can act on (the reason Power BI gave, or that it was unreachable). */
export const exportFailure = (error: unknown): string =>
  error instanceof UpstreamRefusal
    ? `Power BI refused the export: ${error.status} ${error.message}`
    : `Power BI could not be reached for the export: ${(error as Error).message}`;

/** The JSON of a successful answer; a refusal with the message the service gave (Power BI's or Entra ID's shape). */
async function answerOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = undefined;
  }
  if (response.ok && body !== undefined) return body as T;
  throw new UpstreamRefusal(response.status, messageOf(body) ?? (text.slice(0, 300) || response.statusText));
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, error_description: description } = body as { error?: unknown; error_description?: unknown };
  if (typeof description === 'string') {
    // Entra ID: { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret …' }
    const firstLine = description.split(/\r?\n/)[0] ?? description;
    return typeof error === 'string' ? `${error}: ${firstLine}` : firstLine;
  }
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    // Power BI: { error: { code: 'PowerBINotAuthorizedException', message?: '…' } }
    const { code, message } = error as { code?: unknown; message?: unknown };
    return [code, message].filter((part) => typeof part === 'string' && part).join(': ') || undefined;
  }
  return undefined;
}
