import { expect, type Page } from '@playwright/test';
import { settled } from './settled';

/** A remote's panel by its key (the shell's drawer marks its body with data-panel-key). */
export const panel = (page: Page, key: string) => page.locator(`[data-panel-key="${key}"]`);

/** The uploader's console and one of its rows, by file name. */
export const consoleOf = (page: Page) => page.getByRole('region', { name: 'Upload console' });
export const rowOf = (page: Page, fileName: string) =>
  consoleOf(page).getByRole('list', { name: 'Upload activity' }).getByRole('listitem').filter({ hasText: fileName });

/** Opens the uploader from the top bar and waits until its form is ready. */
export async function openUploader(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(panel(page, 'uploader').getByRole('button', { name: 'UPLOAD', exact: true })).toBeVisible();
  await settled(page);
}

/**
 * Chooses a Content Types value, adding it to the field first when the site does not have it yet (the uploader's
 * createNewMetadata, with the busy messages 'Adding Metadata...' then 'Finished'). Says whether it was added.
 */
export async function chooseContentType(page: Page, value: string): Promise<boolean> {
  await panel(page, 'uploader').getByRole('combobox', { name: 'Content Types' }).fill(value);
  const add = page.getByRole('button', { name: `Add “${value}” to Content Types` });
  const option = page.locator('.ant-select-item-option', { hasText: value });
  await expect(page.locator('.ant-select-dropdown:visible')).toBeVisible();
  const adding = (await option.count()) === 0;
  if (adding) {
    await add.click();
    await expect(page.locator('.busy-overlay')).toContainText('Finished');
    await expect(page.locator('.busy-overlay')).toHaveCount(0);
  } else {
    await option.click();
  }
  await page.keyboard.press('Escape');
  await expect(panel(page, 'uploader').locator('.ant-select-selection-item', { hasText: value })).toBeVisible();
  return adding;
}
