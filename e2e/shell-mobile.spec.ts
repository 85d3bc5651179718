import { expect, test } from './support/test';
import {
  centresOfExcellencePaths,
  hospitalPaths,
  servicesPaths,
  specialityMenuPaths,
} from './support/shell';
import { iconOffsetsFromFirstLine } from './support/icon-alignment';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

const hrefs = (links: import('@playwright/test').Locator) =>
  links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));

test('the mobile menu has every section with exact paths, one open at a time', async ({ page }) => {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  expect(
    await hrefs(menu.getByRole('navigation', { name: 'Mobile' }).locator(':scope > ul > li > a')),
  ).toEqual(
    expect.arrayContaining([
      '/',
      '/doctors',
      '/about-amandeep-hospital',
      '/leadership',
      '/contact-us',
    ]),
  );

  const sections: [string, string[]][] = [
    ['Hospitals', [...hospitalPaths, '/our-hospitals']],
    ['Specialities', [...specialityMenuPaths, '/specialities']],
    ['Centre of Excellence', centresOfExcellencePaths],
    ['Services', servicesPaths],
  ];
  for (const [index, [label, paths]] of sections.entries()) {
    const button = menu.getByRole('button', { name: label });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = menu.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(list).toBeVisible();
    expect(await hrefs(list.getByRole('link'))).toEqual(paths);
    await expect(menu.locator('button[aria-expanded="true"]')).toHaveCount(1);
    if (index > 0)
      await expect(menu.getByRole('button', { name: sections[index - 1]![0] })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
  }
  await menu.getByRole('button', { name: 'Services' }).click();
  await expect(menu.locator('button[aria-expanded="true"]')).toHaveCount(0);
});

test('the mobile menu keeps focus inside, closes with Escape and returns focus to its button', async ({
  page,
}) => {
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the mobile menu closes when the visitor navigates', async ({ page }) => {
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Leadership' }).click();
  await expect(page).toHaveURL(/\/leadership$/);
  await expect(menu).toBeHidden();
});

test('the phone bar offers Call, WhatsApp with a message, and Book', async ({ page }) => {
  const bar = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute(
    'href',
    /^tel:\+\d{12}$/,
  );
  const whatsapp = new URL(
    (await bar.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!,
  );
  expect(whatsapp.hostname).toBe('wa.me');
  expect(whatsapp.searchParams.get('text')).toMatch(/appointment/i);
  await bar.getByRole('link', { name: 'Book' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('Request a Call does not float over the page: the phone bar offers it as Call back', async ({
  page,
}) => {
  await expect(page.getByRole('link', { name: 'Request a Call' })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('link', { name: 'Call back' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Request a Call' })).toBeVisible();
});

test('on a small phone the booking form scrolls under its title: the title and Close stay in view, no field hides under them, and the desk number keeps its icon by its first line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('link', { name: 'Book' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  const form = dialog.getByRole('form', { name: 'Book an appointment' });
  const inView = async (target: import('@playwright/test').Locator) => {
    const box = (await target.boundingBox())!;
    return target.evaluate(
      (element, point) => element.contains(document.elementFromPoint(point.x, point.y)),
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
  };
  const submit = form.getByRole('button', { name: 'Book an Appointment' });
  await submit.focus();
  expect(await inView(submit)).toBe(true);
  expect(await inView(dialog.getByRole('heading', { name: 'Book an Appointment' }))).toBe(true);
  expect(await inView(dialog.getByRole('button', { name: 'Close' }))).toBe(true);
  const first = form.getByLabel('Patient name');
  await first.focus();
  expect(await inView(first)).toBe(true);
  expect(await inView(submit)).toBe(false);
  const offsets = await iconOffsetsFromFirstLine(
    dialog.locator('a[href^="tel:"]:has(> svg), a[href^="https://wa.me"]:has(> svg)'),
  );
  expect(offsets).toHaveLength(2);
  expect(Math.max(...offsets)).toBeLessThanOrEqual(3);
});

test('on a small phone a field reached with Tab stops above the phone bar, never under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/appointment');
  const barTop = await page
    .getByRole('navigation', { name: 'Quick actions' })
    .evaluate((bar) => bar.getBoundingClientRect().top);
  await page.getByRole('main').locator('form').getByLabel('Patient name').focus();
  let fields = 0;
  for (;;) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const element = document.activeElement!;
      return element.closest('main form')
        ? (element.getAttribute('name') ?? element.textContent!.trim())
        : null;
    });
    if (name === null) break;
    fields += 1;
    // The page scrolls smoothly: where the field stops once it has settled. A field is in view
    // above the bar; a message box, taller than a line, at least down to its first line: the
    // browser scrolls a text box until the line being typed is in view, not the whole box.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const field = document.activeElement as HTMLElement;
            const box = field.getBoundingClientRect();
            if (field.tagName !== 'TEXTAREA') return box.bottom;
            const style = getComputedStyle(field);
            const line = parseFloat(style.lineHeight) || 1.2 * parseFloat(style.fontSize);
            return box.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop) + line;
          }),
        { message: `${name}, with the phone bar from ${barTop} px` },
      )
      .toBeLessThanOrEqual(barTop);
  }
  expect(fields).toBeGreaterThan(4);
});
