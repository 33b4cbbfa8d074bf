import { AI_NOTICE_ACK_KEY } from '@portal/contracts';

/** Whether this browser has the AI notice acknowledged (the key and its rule are in @portal/contracts). */
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
