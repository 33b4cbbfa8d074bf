export const UPLOAD_ASSET_DEFAULTS = {
  StatusId: 1,
  ArchiveTierId: 1,
  IsFeatured: false,
  IsConfidential: true,
} as const;
