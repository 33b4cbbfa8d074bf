import { Subject, filter, type Observable } from 'rxjs';
import type { PortalEvent, PortalEventOf, PortalEventType } from '@portal/contracts';

/**
 * The typed bus for rare cross-remote events. It carries events, never state owned by someone
 * else: a remote that needs another's data asks the API, not the bus.
 */
export interface EventBus {
  publish(event: PortalEvent): void;
  on<T extends PortalEventType>(type: T): Observable<PortalEventOf<T>>;
  all(): Observable<PortalEvent>;
}

export function createEventBus(): EventBus {
  const events = new Subject<PortalEvent>();
  return {
    publish: (event) => events.next(event),
    on: <T extends PortalEventType>(type: T) =>
      events.pipe(filter((event): event is PortalEventOf<T> => event.type === type)),
    all: () => events.asObservable(),
  };
}

/** The one bus of the page; module federation shares this module as a singleton. */
export const portalBus: EventBus = createEventBus();
