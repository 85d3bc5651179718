import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { startEverySlider } from './support/sliders';
import { openDisclosure } from './support/disclosure';

// WCAG 2.2 A/AA (axe) on every kind of open state, at desktop and phone width: dialogs, menus,
// suggestions, disclosures and started sliders. Each template as it loads is swept once per width
// in template-sweep.spec.ts.

test.describe.configure({ mode: 'parallel' });

const WIDTHS = [1280, 390];

/** The phone bar of Call, Call back, WhatsApp and Book. */
const quickActions = (page: Page) => page.getByRole('navigation', { name: 'Quick actions' });

/** Each kind of open state: how to reach it, and what part of the page it opened. */
const openStates: {
  name: string;
  path: string;
  open: (page: Page, width: number) => Promise<void>;
}[] = [
  {
    name: 'the booking modal, its form showing errors',
    path: '/',
    open: async (page, width) => {
      await (
        width >= 1024
          ? page.getByRole('banner').getByRole('link', { name: 'Book an Appointment' })
          : quickActions(page).getByRole('link', { name: 'Book' })
      ).click();
      const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
      await dialog.getByRole('button', { name: 'Book an Appointment' }).click();
      await expect(dialog.getByRole('alert').first()).toBeVisible();
    },
  },
  {
    name: 'the callback popup',
    path: '/doctors',
    open: async (page, width) => {
      await (
        width >= 1024
          ? page.getByRole('banner').getByRole('link', { name: 'Request a Call' })
          : quickActions(page).getByRole('link', { name: 'Call back' })
      ).click();
      await expect(page.getByRole('dialog', { name: 'Request a Call' })).toBeVisible();
    },
  },
  {
    name: 'the doctor suggestions of the hero search',
    path: '/',
    open: async (page) => {
      await page.getByRole('combobox', { name: /doctor/i }).fill('singh');
      await expect(page.getByRole('listbox')).toBeVisible();
    },
  },
  {
    name: 'an FAQ answer',
    path: '/specialities/cardiology',
    open: async (page) => {
      const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
      await faq.getByRole('button').first().click();
      await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);
    },
  },
  {
    name: 'an accordion of the academics page',
    path: '/academics',
    open: async (page) => {
      const panel = page.getByRole('region', { name: 'Conference presentations' });
      const closed = panel.locator('button[aria-expanded="false"]').first();
      await closed.scrollIntoViewIfNeeded();
      await closed.click();
      await expect(panel.locator('[aria-expanded="true"]')).toHaveCount(1);
    },
  },
  {
    name: 'the gallery zoom overlay, every slider started',
    path: '/gallery',
    open: async (page) => {
      // Sliders that hold still, so the click lands on the slide it aimed at.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.reload();
      await startEverySlider(page);
      await page
        .getByRole('button', { name: /^Enlarge: / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'the home page, every image slider started',
    path: '/',
    open: async (page) => {
      await startEverySlider(page);
    },
  },
];

for (const width of WIDTHS) {
  test.describe(`open states at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const state of openStates) {
      test(`${state.name} (${state.path}) has no violations`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto(state.path);
        await state.open(page, width);
        await expectNoAxeViolations(page);
      });
    }
  });
}

// axe over a whole page, as in the open states above: more than the default 30 s on a busy machine.
test.describe('the desktop menus', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.describe.configure({ timeout: 60_000 });

  test('a dropdown of the main menu, open, has no violations', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button').first();
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
  });
});

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.describe.configure({ timeout: 60_000 });

  test('open, with a section expanded, has no violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // Its contents load with the first tap: wait for them, not only for the dialog.
    await expect(menu.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    const section = menu.locator('button[aria-expanded="false"]').first();
    if ((await section.count()) > 0) await section.click();
    await expectNoAxeViolations(page);
  });

  test('the footer, every link column opened, has no violations', async ({ page }) => {
    await page.goto('/contact-us');
    const toggles = page.getByRole('contentinfo').getByRole('button');
    await expect(toggles).toHaveCount(3);
    for (const toggle of await toggles.all()) await openDisclosure(toggle);
    await expectNoAxeViolations(page);
  });
});
