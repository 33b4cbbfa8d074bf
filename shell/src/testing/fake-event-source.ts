/**
 * A stand-in for the browser's EventSource (jsdom has none), installed globally by tests: it records
 * every connection and lets the test send events or drop the connection.
 */
export class FakeEventSource {
  static connections: FakeEventSource[] = [];
  static latest(): FakeEventSource {
    const latest = FakeEventSource.connections.at(-1);
    if (!latest) throw new Error('No EventSource was opened.');
    return latest;
  }

  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.connections.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  /** The server sends `event: type` with `data`. */
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The connection drops. */
  fail() {
    this.onerror?.(new Event('error'));
  }
}

export function installFakeEventSource() {
  beforeEach(() => {
    FakeEventSource.connections = [];
    Object.defineProperty(globalThis, 'EventSource', { value: FakeEventSource, configurable: true, writable: true });
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });
}
