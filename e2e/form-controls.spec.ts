import { expect, test } from './support/test';
import { sampleRoutes } from './support/routes';

// One control style for all: the forms' buttons, fields and selects use the page's typeface,
// and single-line fields and selects stand at one height side by side.

const formPages = ['/appointment', '/contact-us', sampleRoutes['/careers/[slug]']!, '/doctor'];

for (const path of formPages) {
  test(`${path}: controls share the page's font and one field height`, async ({ page }) => {
    await page.goto(path);
    const controls = await page.evaluate(() => {
      const bodyFont = getComputedStyle(document.body).fontFamily;
      const main = document.querySelector('main')!;
      // What a visitor can see and use: not the bot trap, which is hidden from people.
      const usable = (element: Element) =>
        (element as HTMLElement).offsetParent !== null && !element.closest('[aria-hidden="true"]');
      return {
        bodyFont,
        fonts: [...main.querySelectorAll('button, input, select, textarea')]
          .filter(usable)
          .map((element) => ({
            name: `${element.tagName.toLowerCase()}#${element.id}`,
            font: getComputedStyle(element).fontFamily,
          })),
        heights: [...main.querySelectorAll('input:not([type=hidden]), select')]
          .filter(usable)
          .map((element) => Math.round(element.getBoundingClientRect().height)),
      };
    });
    expect(controls.fonts.length).toBeGreaterThan(0);
    for (const control of controls.fonts)
      expect(control.font, control.name).toBe(controls.bodyFont);
    expect(controls.heights.length).toBeGreaterThan(0);
    expect(new Set(controls.heights).size, `heights ${controls.heights.join(', ')}`).toBe(1);
  });
}
