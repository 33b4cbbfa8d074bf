/** The only insight keys that are charted (spec §5). */
export const CHARTED_INSIGHT_KEYS = [
  'organizations',
  'brand names',
  'agency clients',
  'agency topics',
  'agency keywords',
  'landmarks',
  'people',
  'age distribution',
  'gender distribution',
  'sentiments',
  'video topics',
  'video locations',
  'celebrities',
  'video keywords',
  'video faces',
] as const;
