import { expect, test, type Locator, type Page } from './support/test';
import { site } from '../content/site';
import { expectNoAxeViolations } from './support/axe';

// Every telephone number the site shows says what it is for, so that a visitor rings the right
// desk: the group's 24/7 emergency line, the appointments desk, a hospital's reception.

const PURPOSE = /emergency|appointments|reception|ambulance/i;

/**
 * The tel: links in `scope` that show a number, with what they say: those on screen, or with
 * `hidden` those in closed tabs too.
 */
async function numberLinks(scope: Page | Locator, { hidden = false } = {}) {
  const links = await scope.locator('a[href^="tel:"]').evaluateAll(
    (anchors, withHidden) =>
      anchors
        .filter((anchor) => withHidden || anchor.checkVisibility())
        .map((anchor) => ({
          href: anchor.getAttribute('href') ?? '',
          text: (anchor.textContent ?? '').replace(/\s+/g, ' ').trim(),
        })),
    hidden,
  );
  return links.filter((link) => /\d{3}/.test(link.text));
}

/** Every number on screen says what it is for. */
async function expectEveryNumberLabelled(scope: Page | Locator) {
  const links = await numberLinks(scope);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.text, link.href).toMatch(PURPOSE);
}

test.use({ viewport: { width: 1280, height: 900 } });

for (const unit of site.units) {
  test(`${unit.shortName}: every number on the hospital's page says what it is for`, async ({
    page,
  }) => {
    await page.goto(`/our-hospitals/${unit.link}`);
    const visit = page.getByRole('region', { name: 'Visit us' });
    const [reception, appointments] = unit.phones;
    for (const [name, phone] of [
      [`24/7 Emergency: ${site.emergencyPhone.display}`, site.emergencyPhone],
      [`Reception: ${reception.display}`, reception],
      [`Appointments: ${appointments.display}`, appointments],
    ] as const) {
      await expect(visit.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `tel:${phone.tel}`,
      );
    }
    await expectEveryNumberLabelled(page);
  });
}

test('the footer shows both numbers of each hospital, each with its purpose', async ({ page }) => {
  await page.goto('/careers');
  const sites = page
    .getByRole('contentinfo')
    .getByRole('region', { name: 'Our hospitals' })
    .locator(':scope > ul > li');
  await expect(sites).toHaveCount(site.units.length);
  for (const [index, unit] of site.units.entries()) {
    const entry = sites.nth(index);
    await expect(entry.getByRole('heading', { name: unit.name })).toBeVisible();
    const [reception, appointments] = unit.phones;
    expect(await numberLinks(entry)).toEqual([
      { href: `tel:${reception.tel}`, text: `Reception: ${reception.display}` },
      { href: `tel:${appointments.tel}`, text: `Appointments: ${appointments.display}` },
    ]);
    await expect(
      entry.getByRole('link', { name: `Appointments: ${appointments.display}` }),
    ).toBeVisible();
  }
});

test('on a phone the footer’s numbers stay whole and inside the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/careers');
  const links = page.getByRole('contentinfo').locator('a[href^="tel:"]');
  await expect(links).toHaveCount(site.units.length * 2);
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, await link.innerText()).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the contact page labels each hospital’s numbers, in every tab', async ({ page }) => {
  await page.goto('/contact-us');
  for (const [index, unit] of site.units.entries()) {
    const panel = page.locator('[role="tabpanel"]').nth(index);
    const [reception, appointments] = unit.phones;
    expect(await numberLinks(panel, { hidden: true })).toEqual([
      { href: `tel:${reception.tel}`, text: `Reception: ${reception.display}` },
      { href: `tel:${appointments.tel}`, text: `Appointments: ${appointments.display}` },
    ]);
  }
  await expectEveryNumberLabelled(page);
});

test('the about page’s ambulance line and every other number there say what they are for', async ({
  page,
}) => {
  await page.goto('/about-amandeep-hospital');
  await expect(
    page.getByRole('region', { name: '24/7 ambulance and emergency' }).getByRole('link', {
      name: `Call the ambulance ${site.emergencyPhone.display}`,
    }),
  ).toHaveAttribute('href', `tel:${site.emergencyPhone.tel}`);
  await expectEveryNumberLabelled(page);
});

for (const path of [`/our-hospitals/${site.units[0]!.link}`, '/contact-us']) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    // axe reads the whole page: a long one, on a busy two-core machine.
    test.setTimeout(60_000);
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
