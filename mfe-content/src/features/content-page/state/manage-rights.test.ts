import { siteAbilitiesOf, type Asset } from '@portal/contracts';
import { manageRightsOf } from './manage-rights';

const asset = { createdByUserId: 7 } as Asset;
const permissionsOf = (...roles: string[]) => siteAbilitiesOf(roles).permissions;

describe('what a user may do to an asset, as the server allows it', () => {
  test('a site administrator edits it and gives access to it', () => {
    expect(manageRightsOf(permissionsOf('siteAdministrator'), 1, asset)).toEqual({ canEdit: true, canAssign: true });
  });

  test('a site editor edits it but does not give access to it', () => {
    expect(manageRightsOf(permissionsOf('siteEditor'), 1, asset)).toEqual({ canEdit: true, canAssign: false });
  });

  test('its uploader edits it while they may upload, and gives access to it', () => {
    expect(manageRightsOf(permissionsOf('contentUploader'), 7, asset)).toEqual({ canEdit: true, canAssign: true });
    expect(manageRightsOf(permissionsOf('siteMember'), 7, asset)).toEqual({ canEdit: false, canAssign: true });
  });

  test('another uploader, a member and a signed-out reader do neither', () => {
    expect(manageRightsOf(permissionsOf('contentUploader'), 8, asset)).toEqual({ canEdit: false, canAssign: false });
    expect(manageRightsOf(permissionsOf('siteMember', 'aiUser'), 8, asset)).toEqual({
      canEdit: false,
      canAssign: false,
    });
    expect(manageRightsOf({}, null, asset)).toEqual({ canEdit: false, canAssign: false });
  });
});
