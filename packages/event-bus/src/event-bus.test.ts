import { createEventBus } from './event-bus';

describe('event bus', () => {
  it('delivers an event only to subscribers of its type', () => {
    const bus = createEventBus();
    const notes: string[] = [];
    const closes: number[] = [];
    bus.on('notify').subscribe((event) => notes.push(event.message));
    bus.on('panel/close').subscribe(() => closes.push(1));

    bus.publish({ type: 'notify', message: 'Saved', level: 'success' });
    bus.publish({ type: 'busy/on', message: 'Working' });

    expect(notes).toEqual(['Saved']);
    expect(closes).toEqual([]);
  });

  it('stops delivering after unsubscribe, and separate buses do not leak into each other', () => {
    const a = createEventBus();
    const b = createEventBus();
    const seen: string[] = [];
    const subscription = a.all().subscribe((event) => seen.push(event.type));
    b.publish({ type: 'panel/close' });
    a.publish({ type: 'dialog/close' });
    subscription.unsubscribe();
    a.publish({ type: 'panel/close' });
    expect(seen).toEqual(['dialog/close']);
  });
});
