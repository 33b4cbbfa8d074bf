import { NOTIFICATION_SOUND } from '@portal/contracts';

/** Plays something to say "a notification arrived"; never throws. */
export type SoundPlayer = () => void;

/**
 * Plays /sounds/ding.mp3 (spec §4). Browsers refuse to play before the user has interacted with the
 * page (autoplay policy); a refused or failed playback is ignored: the badge still shows the count.
 */
export const playNotificationSound: SoundPlayer = () => {
  try {
    const played = new Audio(NOTIFICATION_SOUND).play() as Promise<void> | undefined;
    played?.catch(() => undefined);
  } catch {
    // No audio support: silence.
  }
};
