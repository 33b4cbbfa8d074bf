import { fieldChanges, valueText } from './audit-diff';

describe('the before → after of an audit entry', () => {
  it('lists the changed columns of an update with readable labels', () => {
    expect(
      fieldChanges({
        before: { name: 'Editors', description: null, is_confidential: true },
        after: { name: 'Site editors', description: 'People who curate', is_confidential: false },
      }),
    ).toEqual([
      { field: 'name', label: 'Name', change: 'changed', before: 'Editors', after: 'Site editors' },
      { field: 'description', label: 'Description', change: 'added', before: '', after: 'People who curate' },
      { field: 'is_confidential', label: 'Confidential', change: 'changed', before: 'Yes', after: 'No' },
    ]);
  });

  it('leaves out what did not change and tells a value cleared as removed', () => {
    expect(fieldChanges({ before: { role_id: 2, email: 'a@b.c' }, after: { role_id: 2, email: null } })).toEqual([
      { field: 'email', label: 'Email', change: 'removed', before: 'a@b.c', after: '' },
    ]);
  });

  it('shows an insert as every field added and a delete as every field removed', () => {
    expect(fieldChanges({ before: null, after: { user_group_id: 7, user_id: 3, note: null } })).toEqual([
      { field: 'user_group_id', label: 'User group ID', change: 'added', before: '', after: '7' },
      { field: 'user_id', label: 'User ID', change: 'added', before: '', after: '3' },
    ]);
    expect(fieldChanges({ before: { userGroupId: 7 }, after: null })).toEqual([
      { field: 'userGroupId', label: 'User group ID', change: 'removed', before: '7', after: '' },
    ]);
    expect(fieldChanges({ before: null, after: null })).toEqual([]);
  });

  it('writes lists and objects as JSON', () => {
    expect(valueText(['a', 'b'])).toBe('["a","b"]');
    expect(valueText({ primary: '#fff' })).toBe('{"primary":"#fff"}');
  });
});
