/** Action bit flags (calls doc §9). */
export const ACTION_FLAGS = {
  like: 2,
  share: 4,
  addToCollection: 8,
  fullscreen: 16,
  download: 32,
  analyze: 64,
  interact: 128,
  reset: 256,
  refresh: 512,
} as const;
export type ActionFlag = keyof typeof ACTION_FLAGS;
