import type { Page } from '@playwright/test';

/** Waits until no CSS transition or animation is running (drawers and dialogs slide and fade in). */
export async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
}
