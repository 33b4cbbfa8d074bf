/**
 * How requests appear in the logs. The notification stream takes its token in the query (EventSource
 * sends no headers), so a token in the URL is never written out.
 */
export function serializeRequest(request: { method: string; url: string }) {
  return { method: request.method, url: request.url.replace(/([?&]access_token=)[^&]*/g, '$1[redacted]') };
}
