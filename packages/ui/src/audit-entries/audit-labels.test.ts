import { entityOf, eventTag, spelledOut } from './audit-labels';

describe('how audit entries read', () => {
  it('names known tables readably and spells out the others', () => {
    const none = { before: null, after: null };
    expect(entityOf({ entityType: 'user_group_members', entityId: '7,3', ...none })).toBe('User group member 7,3');
    expect(entityOf({ entityType: 'deployment_indexes', entityId: '12', ...none })).toBe('Site 12');
    expect(entityOf({ entityType: 'award_results', entityId: '4', ...none })).toBe('Award results 4');
    expect(entityOf({ entityType: null, entityId: null, ...none })).toBeNull();
    // Named as people know it when the entry holds the name (a new group; a deleted one's title).
    expect(entityOf({ entityType: 'user_groups', entityId: '9', before: null, after: { name: 'Launch team' } })).toBe(
      'User group 9 · Launch team',
    );
    expect(entityOf({ entityType: 'assets', entityId: '5', before: { title: 'Brief' }, after: null })).toBe(
      'Asset 5 · Brief',
    );
    expect(spelledOut('actorUserId')).toBe('Actor user ID');
  });

  it('tags refusals and failed sign-ins red, changes by their action', () => {
    expect(eventTag({ kind: 'refused', action: 'refused' })).toEqual({ label: 'Refused', color: 'red' });
    expect(eventTag({ kind: 'sign-in-failure', action: 'sign-in-failure' }).color).toBe('red');
    expect(eventTag({ kind: 'sign-in', action: 'sign-in' }).color).toBe('purple');
    expect(eventTag({ kind: 'change', action: 'delete' }).label).toBe('Deleted');
    expect(eventTag({ kind: 'change', action: 'insert' }).label).toBe('Created');
  });
});
