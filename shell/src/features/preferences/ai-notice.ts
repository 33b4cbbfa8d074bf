/**
 * Where this browser remembers that the user acknowledged the AI notice (spec §4: assistant panels
 * first read the locally stored acknowledgement). Any stored value counts as acknowledged.
 */
export const AI_NOTICE_ACK_KEY = 'portal.aiNoticeAcknowledged';

export function isAiNoticeAcknowledged(storage: Storage = window.localStorage): boolean {
  try {
    return storage.getItem(AI_NOTICE_ACK_KEY) !== null;
  } catch {
    return false; // storage unavailable: nothing is remembered, so the notice shows
  }
}

/** Forgets the acknowledgement: the AI notice shows again the next time an assistant opens. */
export function resetAiNoticeAcknowledgement(storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(AI_NOTICE_ACK_KEY);
  } catch {
    // storage unavailable: nothing was remembered
  }
}
