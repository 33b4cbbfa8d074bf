/**
 * How requests appear in the logs: a credential in a URL is never written out. The notification stream takes its
 * token in the query (EventSource sends no headers); a public video link carries its token in the page address
 * (`/video?v=`) and in the public call (`/api/public/videos/{token}`).
 */
export function serializeRequest(request: { method: string; url: string }) {
  return {
    method: request.method,
    url: request.url
      .replace(/([?&]access_token=)[^&]*/g, '$1[redacted]')
      .replace(/^(\/video\?(?:[^#]*&)?v=)[^&#]*/, '$1[redacted]')
      .replace(/^(\/api\/public\/videos\/)[^/?#]+/, '$1[redacted]'),
  };
}
