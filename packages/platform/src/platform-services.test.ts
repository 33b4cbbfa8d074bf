import { createEventBus } from '@portal/event-bus';
import type { PortalEvent } from '@portal/contracts';
import { busOverlayServices } from './platform-services';

describe('overlay services', () => {
  it('turn panel, dialog, notify and busy requests into bus events for the shell to host', () => {
    const bus = createEventBus();
    const events: PortalEvent[] = [];
    bus.all().subscribe((event) => events.push(event));
    const services = busOverlayServices(bus);

    services.panels.open('uploader', { siteId: 3 });
    services.dialogs.open('mySites');
    services.notify('Saved');
    services.busy.on('Adding Metadata...');
    services.busy.error('Error...');

    expect(events).toEqual([
      { type: 'panel/open', key: 'uploader', props: { siteId: 3 } },
      { type: 'dialog/open', key: 'mySites', props: undefined },
      { type: 'notify', message: 'Saved', level: 'info' },
      { type: 'busy/on', message: 'Adding Metadata...' },
      { type: 'busy/error', message: 'Error...' },
    ]);
  });
});
