import { expect, type Locator } from '@playwright/test';

/**
 * Opens a disclosure (an FAQ question, a footer group) with one press and waits until it says it
 * is open. A press that lands before the island has hydrated is kept and replayed by the page
 * (components/ui/early-press.ts), so one press is enough, as it must be for a visitor.
 */
export async function openDisclosure(button: Locator): Promise<void> {
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}
