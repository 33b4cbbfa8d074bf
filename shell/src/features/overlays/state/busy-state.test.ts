import { busyState, idle } from './busy-state';

describe('the busy overlay state (spec §4)', () => {
  it('turns on with a message and off again', () => {
    const on = busyState(idle, { type: 'on', message: 'Adding Metadata...' });
    expect(on).toEqual({ active: true, message: 'Adding Metadata...', errors: [] });
    expect(busyState(on, { type: 'off' })).toEqual(idle);
  });

  it('keeps errors after it turns off, until reset clears everything', () => {
    let state = busyState(idle, { type: 'on', message: 'Saving' });
    state = busyState(state, { type: 'error', message: 'Empty result, server error.' });
    state = busyState(state, { type: 'error', message: 'No asset info in request.' });
    state = busyState(state, { type: 'off' });
    expect(state).toEqual({
      active: false,
      message: null,
      errors: ['Empty result, server error.', 'No asset info in request.'],
    });
    expect(busyState(state, { type: 'reset' })).toEqual(idle);
  });
});
