import { AI_NOTICE_ACK_KEY } from '@portal/contracts';
import { acknowledgeAiNotice, isAiNoticeAcknowledged } from './ai-notice';

describe('the locally stored acknowledgement of the AI notice (spec §4)', () => {
  beforeEach(() => localStorage.clear());

  it('is not there at first', () => {
    expect(isAiNoticeAcknowledged(localStorage)).toBe(false);
  });

  it('counts any stored value', () => {
    localStorage.setItem(AI_NOTICE_ACK_KEY, 'yes');
    expect(isAiNoticeAcknowledged(localStorage)).toBe(true);
  });

  it('is stored under AI_NOTICE_ACK_KEY when the user accepts', () => {
    acknowledgeAiNotice(localStorage, new Date('2026-11-20T09:00:00.000Z'));
    expect(localStorage.getItem(AI_NOTICE_ACK_KEY)).toBe('2026-11-20T09:00:00.000Z');
    expect(isAiNoticeAcknowledged(localStorage)).toBe(true);
  });

  it('counts as not acknowledged when the browser refuses its storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(isAiNoticeAcknowledged(refusing)).toBe(false);
  });
});
