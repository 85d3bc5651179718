import { expect, test, type Page } from '@playwright/test';
import { axeViolations, expectNoAxeViolations } from './support/axe';
import { sitemapPaths } from './support/crawler';
import { notFoundSample } from './support/routes';
import { semanticProblems } from './support/semantics';
import { startEverySlider } from './support/sliders';

// WCAG 2.2 A/AA (axe) and the structure a screen reader relies on (landmarks, one h1, no skipped
// heading level, captioned tables) on every address the sitemap lists and on the 404 page at
// desktop width, and on every kind of page at phone width; then axe on every kind of open state.
// The route list is read from the sitemap, so a new page is checked without touching this file.
// Each width is split into shards that run side by side.

test.describe.configure({ mode: 'parallel' });

/**
 * A record's page (a doctor, a speciality, a post, an opening, a hospital) differs from the next
 * one of its kind only in its data, and what data can break (a missing alt text, a repeated id)
 * breaks at every width: the desktop pass sees them all. The phone pass, which is about layout,
 * takes every other address and the first two records of each kind.
 */
const RECORDS_PER_KIND_AT_PHONE_WIDTH = 2;

function phoneSample(paths: string[]): string[] {
  const seen = new Map<string, number>();
  return paths.filter((path) => {
    const segments = path.split('?')[0]!.split('/').filter(Boolean);
    if (segments.length < 2) return true;
    const kind = `/${segments.slice(0, -1).join('/')}/*`;
    const count = (seen.get(kind) ?? 0) + 1;
    seen.set(kind, count);
    return count <= RECORDS_PER_KIND_AT_PHONE_WIDTH;
  });
}

const WIDTHS = [1280, 390];
const PASSES = [
  { width: 1280, shards: 3, select: (paths: string[]) => paths, what: 'every sitemap address' },
  { width: 390, shards: 2, select: phoneSample, what: 'every kind of sitemap address' },
];

for (const { width, shards, select, what } of PASSES) {
  test.describe(`${what} at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (let shard = 0; shard < shards; shard += 1) {
      test(`shard ${shard + 1} of ${shards} has no WCAG 2.2 A/AA violations and a sound structure`, async ({
        page,
        request,
      }) => {
        test.setTimeout(300_000);
        const paths = select([...(await sitemapPaths(request)), notFoundSample]);
        const mine = paths.filter((_, index) => index % shards === shard);
        const found: string[] = [];
        for (const path of mine) {
          await page.goto(path);
          for (const violation of await axeViolations(page)) found.push(`${path} ${violation}`);
          for (const problem of await semanticProblems(page)) found.push(`${path} ${problem}`);
        }
        console.log(`axe: ${mine.length} of ${paths.length} addresses at ${width} px`);
        expect(found).toEqual([]);
      });
    }
  });
}

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

test.describe('the desktop menus', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

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
    for (const toggle of await toggles.all()) {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    await expectNoAxeViolations(page);
  });
});
