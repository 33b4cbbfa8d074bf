import type { Asset } from '@portal/contracts';
import { manageRightsOf } from './manage-rights';

const asset = { assetId: 31, createdByUserId: 1 } as Asset;

describe('what a user may do to an asset beyond viewing it', () => {
  it('a site administrator edits and gives access to any asset', () => {
    expect(manageRightsOf({ editDeploymentIndex: true }, 7, asset)).toEqual({ canEdit: true, canAssign: true });
  });

  it('its uploader edits it with uploadAsset, and gives access to it either way', () => {
    expect(manageRightsOf({ uploadAsset: true }, 1, asset)).toEqual({ canEdit: true, canAssign: true });
    expect(manageRightsOf({}, 1, asset)).toEqual({ canEdit: false, canAssign: true });
  });

  it('another uploader or a viewer does neither, nor does a user not known yet', () => {
    expect(manageRightsOf({ uploadAsset: true }, 7, asset)).toEqual({ canEdit: false, canAssign: false });
    expect(manageRightsOf({}, 7, asset)).toEqual({ canEdit: false, canAssign: false });
    expect(manageRightsOf({ uploadAsset: true }, null, asset)).toEqual({ canEdit: false, canAssign: false });
  });
});
