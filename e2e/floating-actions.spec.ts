import { expect, test, type Locator, type Page } from './support/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const [firstJob] = JSON.parse(
  readFileSync(join(__dirname, '..', 'content', 'catalogue', 'careers.json'), 'utf8'),
) as { slug: string }[];

const routes = ['/appointment', '/doctors', `/careers/${firstJob!.slug}`, '/', '/contact-us'];
const scrollPositions = { top: 0, middle: 0.5, bottom: 1 } as const;

async function scrollTo(page: Page, fraction: number) {
  await page.evaluate((share) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: Math.round(max * share), behavior: 'instant' });
  }, fraction);
}

/**
 * Every element under the button's box, at a grid of points covering it, that a visitor could
 * use or read: links, buttons, fields, focusable elements, and elements whose own text reaches
 * into the box. The button itself, what it contains and what contains it do not count.
 */
async function coveredContent(button: Locator) {
  return button.evaluate((trigger) => {
    const box = trigger.getBoundingClientRect();
    const interactive = 'a, button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
    const overlaps = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      rect.left < box.right &&
      rect.right > box.left &&
      rect.top < box.bottom &&
      rect.bottom > box.top;
    const ownTextOverlaps = (element: Element) =>
      [...element.childNodes].some((node) => {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) return false;
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()].some(overlaps);
      });
    const found = new Set<string>();
    const steps = 6;
    for (let i = 0; i <= steps; i += 1) {
      for (let j = 0; j <= steps; j += 1) {
        const x = box.left + 1 + ((box.width - 2) * i) / steps;
        const y = box.top + 1 + ((box.height - 2) * j) / steps;
        for (const element of document.elementsFromPoint(x, y)) {
          if (element === trigger || trigger.contains(element) || element.contains(trigger))
            continue;
          if (element.matches(interactive) || ownTextOverlaps(element))
            found.add(
              `${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 40)}`,
            );
        }
      }
    }
    return [...found];
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const route of routes) {
    test(`Request a Call floats over nothing a visitor uses or reads on ${route}`, async ({
      page,
    }) => {
      await page.goto(route);
      const button = page.getByRole('link', { name: 'Request a Call' });
      await expect(button).toBeVisible();
      await expect(button).toHaveCSS('position', 'fixed');
      for (const [where, fraction] of Object.entries(scrollPositions)) {
        await scrollTo(page, fraction);
        expect(await coveredContent(button), `scrolled to the ${where}`).toEqual([]);
      }
      await button.click();
      await expect(page.getByRole('dialog', { name: 'Request a Call' })).toBeVisible();
    });
  }
});

test.describe('where the page margin is too narrow to float in', () => {
  test.use({ viewport: { width: 1100, height: 800 } });

  test('Request a Call sits in the header bar and opens the callback popup', async ({ page }) => {
    await page.goto('/doctors');
    const button = page.getByRole('banner').getByRole('link', { name: 'Request a Call' });
    await expect(button).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a Call' })).toHaveCount(1);
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Request a Call' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const route of routes) {
    test(`nothing floats over ${route}: the callback is in the phone bar`, async ({ page }) => {
      await page.goto(route);
      const bar = page.getByRole('navigation', { name: 'Quick actions' });
      for (const [where, fraction] of Object.entries(scrollPositions)) {
        await scrollTo(page, fraction);
        await expect(bar, `scrolled to the ${where}`).toBeVisible();
        await expect(page.getByRole('link', { name: 'Request a Call' })).toHaveCount(0);
      }
      await bar.getByRole('link', { name: 'Call back' }).click();
      await expect(page.getByRole('dialog', { name: 'Request a Call' })).toBeVisible();
    });
  }
});
