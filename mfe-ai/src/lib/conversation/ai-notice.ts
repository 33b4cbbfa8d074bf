import { AI_NOTICE_ACK_KEY } from '@portal/contracts';

/**
 * Whether the user has acknowledged the AI notice: assistant panels read it first (spec §4). Any value stored under
 * AI_NOTICE_ACK_KEY counts; storage the browser refuses counts as not acknowledged.
 */
export function isAiNoticeAcknowledged(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(AI_NOTICE_ACK_KEY) !== null;
  } catch {
    return false;
  }
}

/** Keeps the acknowledgement (when it was given); a browser that refuses storage asks again next time. */
export function acknowledgeAiNotice(storage: Pick<Storage, 'setItem'>, now = new Date()): void {
  try {
    storage.setItem(AI_NOTICE_ACK_KEY, now.toISOString());
  } catch {
    // Private browsing without storage: the notice shows again in the next panel.
  }
}
