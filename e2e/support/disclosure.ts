import { expect, type Locator } from '@playwright/test';

/**
 * Opens a disclosure (an FAQ question, a menu) by pressing its button, again if need be: a press
 * that lands before the island has hydrated does nothing, as it would for a visitor on a slow
 * phone, who would press again. Never presses an open one, which would close it.
 */
export async function openDisclosure(button: Locator): Promise<void> {
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
