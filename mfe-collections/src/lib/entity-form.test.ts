import type { CollectionFormInput } from '@portal/contracts';
import { isNewEntity, newEntityValues, toCollectionInput, toGroupInput, type EntityFormValues } from './entity-form';

const defaults: CollectionFormInput['defaults'] = {
  collectionId: 0,
  name: '',
  description: '',
  isConfidential: true,
  theme: { themeEntityId: 0, themeColor: '#1f4e79', secondaryThemeColor: '#f2a900', heroUrl: null, thumbnailUrl: null },
};

const values = (change: Partial<EntityFormValues> = {}): EntityFormValues => ({
  ...newEntityValues(defaults),
  name: 'Coastal work',
  ...change,
});

describe('the rules of a collection or group save (spec §4, §5)', () => {
  it('starts a new one confidential, with empty name and description and the default theme', () => {
    expect(newEntityValues(defaults)).toEqual({
      name: '',
      description: '',
      isConfidential: true,
      themeColor: '#1f4e79',
      secondaryThemeColor: '#f2a900',
      members: [],
      userGroupIds: [],
    });
  });

  it('is new when the id is missing, 0 or less', () => {
    expect([undefined, null, 0, -3, 4].map(isNewEntity)).toEqual([true, true, true, true, false]);
  });

  it('sends the theme colours only: no hero or thumbnail image in the save', () => {
    const withImages = { ...values(), heroUrl: 'v2/collections/theme/4/hero', thumbnailUrl: 'x' } as EntityFormValues;
    expect(toCollectionInput(withImages, 4).theme).toEqual({ themeColor: '#1f4e79', secondaryThemeColor: '#f2a900' });
    expect(toGroupInput(withImages, 4).theme).toEqual({ themeColor: '#1f4e79', secondaryThemeColor: '#f2a900' });
  });

  it('leaves out a member whose userId is 0 or less or whose email is empty', () => {
    const members = [
      { userId: 0, email: 'nobody@demo.portal', givenName: null, lastName: null, role: 'viewer' as const },
      { userId: 5, email: ' ', givenName: 'No', lastName: 'Mail', role: 'editor' as const },
      { userId: 7, email: 'lee@demo.portal', givenName: 'Lee', lastName: 'Park', role: 'editor' as const },
    ];
    expect(toCollectionInput(values({ members })).collectionUsers).toEqual([
      { user: { userId: 7, email: 'lee@demo.portal' }, roleCode: 'collectionEditor' },
    ]);
    expect(toGroupInput(values({ members })).groupUsers).toEqual([
      {
        user: { userId: 7, email: 'lee@demo.portal', givenName: 'Lee', lastName: 'Park' },
        roleCode: 'groupEditor',
      },
    ]);
  });

  it('carries the id only for an existing one', () => {
    expect(toCollectionInput(values(), 0)).not.toHaveProperty('collectionId');
    expect(toCollectionInput(values(), 9).collectionId).toBe(9);
    expect(toGroupInput(values())).not.toHaveProperty('groupId');
    expect(toGroupInput(values(), 3).groupId).toBe(3);
  });
});
