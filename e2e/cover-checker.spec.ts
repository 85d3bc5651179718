import { expect, test, type Page } from './support/test';
import { STATUS_WORDS } from '../content/cover-checker';
import { EMPANELMENT_UNITS } from '../content/empanelments-page';
import { site } from '../content/site';
import { covers, settlementOf, type Cover } from '../lib/empanelments/cover';
import { expectNoAxeViolations } from './support/axe';

// "Am I covered here?": the checker (/empanelments/check, a GET form) and each scheme's and
// insurer's own page (/empanelments/{slug}), read against the empanelment tables' rows.

const pmjay = covers.find((cover) => cover.slug === 'ayushman-bharat-pm-jay')!;

/** The hospitals the table marks for a row, by full name, in the table's order. */
function markedHospitals(cover: Cover): string[] {
  return EMPANELMENT_UNITS.filter(({ key }) => cover[key]).map(
    ({ unitId }) => site.units.find((unit) => unit.id === unitId)!.name,
  );
}

/** The hospitals the page shows with the row's own way of paying (cashless, …). */
async function hospitalsShownAccepting(page: Page, cover: Cover): Promise<string[]> {
  const label = STATUS_WORDS[settlementOf(cover)].label;
  const cards = page.locator('article').filter({ has: page.getByText(label, { exact: true }) });
  return cards.getByRole('heading', { level: 3 }).allTextContents();
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** In a page's HTML, the hospitals whose card says the row's own way of paying. */
function acceptingInHtml(html: string, cover: Cover): string[] {
  const label = STATUS_WORDS[settlementOf(cover)].label;
  return html
    .split('<article')
    .slice(1)
    .filter((card) => new RegExp(`</svg>${label}</p>`).test(card))
    .map((card) => card.match(/<h3[^>]*>([^<]+)<\/h3>/)?.[1] ?? '');
}

const answerHeading = (page: Page) => page.locator('#cover-answer-heading');

test('"ayushman" and "PMJAY" find the same scheme, with the other Ayushman schemes offered', async ({
  page,
}) => {
  for (const typed of ['ayushman', 'PMJAY']) {
    const response = await page.goto(`/empanelments/check?cover=${typed}`);
    expect(response?.status()).toBe(200);
    await expect(answerHeading(page)).toHaveText('Ayushman Bharat (PM-JAY) at our hospitals');
    expect(await hospitalsShownAccepting(page, pmjay)).toEqual(markedHospitals(pmjay));
  }
  await expect(
    page.getByRole('region', { name: 'Other names that match what you typed' }).getByRole('link'),
  ).not.toHaveCount(0);
});

test('the checker’s answer is in the server HTML of its address, for a city', async ({
  request,
}) => {
  const star = covers.find((cover) => cover.slug === 'star-health-and-allied-insurance')!;
  const response = await request.get('/empanelments/check?cover=Star+Health&city=amritsar');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Star Health and Allied Insurance at our hospitals');
  const amritsar = site.units.filter((unit) => unit.city === 'Amritsar');
  for (const unit of amritsar) expect(html).toContain(unit.name);
  const accepted = amritsar.filter((unit) => markedHospitals(star).includes(unit.name)).length;
  expect(html).toContain(
    accepted === 2 ? 'Accepted at both of our hospitals in Amritsar.' : 'in Amritsar.',
  );
  // Every answer is a page of its own to share, not one for search engines.
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  expect(html).toContain(site.appointmentPhone.display);
});

test('picking a city shows its hospitals, then where else the scheme is accepted', async ({
  page,
}) => {
  const jk = covers.find((cover) => cover.slug === 'ab-pmjay-sehat-jammu-and-kashmir')!;
  await page.goto('/empanelments');
  const checker = page.getByRole('region', { name: 'Am I covered here?' });
  await checker.getByLabel('Your insurer, TPA or scheme').fill('J&K Sehat');
  await checker.getByLabel('City').selectOption({ label: 'Ferozepur' });
  await checker.getByRole('button', { name: 'Check my cover' }).click();
  await expect(page).toHaveURL(/\/empanelments\/check\?cover=J%26K\+Sehat&city=ferozepur#answer$/);
  await expect(answerHeading(page)).toHaveText(`${jk.name} at our hospitals`);
  await expect(page.getByText('Not accepted at our hospital in Ferozepur.')).toBeVisible();
  const elsewhere = page.getByRole('heading', { name: 'Accepted at our other hospitals' });
  await expect(elsewhere).toBeVisible();
  await expect(page.locator('#answer li').getByRole('link')).toContainText(
    markedHospitals(jk)
      .filter((name) => !name.includes('Ferozepur'))
      .slice(0, 1),
  );
  // The answer, not the form just filled, is in view.
  await expect(answerHeading(page)).toBeInViewport();
});

test('a name that several rows match asks which one, keeping the city', async ({ page }) => {
  await page.goto('/empanelments/check?cover=general+insurance&city=pathankot');
  const choices = page.getByRole('region', { name: 'Which one is yours?' });
  await expect(choices.getByRole('link')).not.toHaveCount(0);
  await choices.getByRole('link', { name: /HDFC ERGO General Insurance/ }).click();
  await expect(page).toHaveURL(/city=pathankot/);
  await expect(answerHeading(page)).toHaveText('HDFC ERGO General Insurance at our hospitals');
  await expect(page.locator('article h3')).toHaveText(['Amandeep Hospital, Pathankot']);
});

test('an unknown name says how to be treated anyway; an empty one asks for a name', async ({
  page,
}) => {
  await page.goto('/empanelments/check?cover=Zzyzx+Mutual');
  await expect(page.getByRole('heading', { name: 'We could not find that name' })).toBeVisible();
  await expect(page.getByText(/you pay the bill and claim it back/)).toBeVisible();
  await page.goto('/empanelments/check?cover=++');
  await expect(page.getByLabel('Your insurer, TPA or scheme')).toHaveAccessibleDescription(
    /Type the name of your insurer, TPA or scheme\./,
  );
});

test('each scheme’s and insurer’s page lists exactly the hospitals its row marks', async ({
  request,
}) => {
  // The pages are static: their HTML is what a patient sees, read here without drawing 45 pages.
  for (const cover of covers) {
    const response = await request.get(`/empanelments/${cover.slug}`);
    expect(response.status(), cover.slug).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${escapeHtml(cover.name)} at Amandeep Hospital</h1>`);
    expect(acceptingInHtml(html, cover), cover.slug).toEqual(markedHospitals(cover));
  }
});

test('a scheme page has its own title, description and canonical, and is in the sitemap', async ({
  page,
  request,
}) => {
  await page.goto(`/empanelments/${pmjay.slug}`);
  await expect(page).toHaveTitle(
    'Ayushman Bharat (PM-JAY) at Amandeep Hospital: Amritsar, Pathankot, Ferozepur, Srinagar, Tarn Taran',
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Ayushman Bharat \(PM-JAY\) is accepted for cashless treatment at all six of our hospitals/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/empanelments\/ayushman-bharat-pm-jay$/,
  );
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const cover of covers) expect(sitemap).toContain(`/empanelments/${cover.slug}</loc>`);
  expect(sitemap).toContain('/empanelments/check</loc>');
  expect((await request.get('/empanelments/no-such-scheme')).status()).toBe(404);
});

test('the empanelment tables link each row to its own page', async ({ page }) => {
  await page.goto('/empanelments');
  const link = page.getByRole('table').first().getByRole('link', { name: pmjay.name });
  await link.click();
  await expect(page).toHaveURL(/\/empanelments\/ayushman-bharat-pm-jay$/);
});

test('the checker, an answer and a scheme page pass axe', async ({ page }) => {
  for (const path of [
    '/empanelments/check',
    '/empanelments/check?cover=ayushman&city=amritsar',
    '/empanelments/check?cover=insurance',
    `/empanelments/${pmjay.slug}`,
    '/empanelments/aman-ki-asha',
  ]) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the checker is a plain form that answers', async ({ page }) => {
    await page.goto('/empanelments/check');
    await page.getByLabel('Your insurer, TPA or scheme').fill('ECHS');
    await page.getByLabel('City').selectOption({ label: 'Pathankot' });
    await page.getByRole('button', { name: 'Check my cover' }).click();
    await expect(page).toHaveURL(/cover=ECHS&city=pathankot/);
    await expect(answerHeading(page)).toHaveText(
      'Ex-Servicemen Contributory Health Scheme (ECHS) at our hospitals',
    );
    await expect(
      page.getByRole('heading', { name: 'What to bring to the insurance desk' }),
    ).toBeVisible();
  });
});

test('the Insurance & TPA page ends on the checker: its second action opens it, ready to type', async ({
  page,
}) => {
  await page.goto('/insurance-&-tpa');
  const band = page.getByRole('region', { name: 'Check your cover before you come' });
  await band.getByRole('link', { name: 'Am I covered here?' }).click();
  await expect(page).toHaveURL(/\/empanelments\/check$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Am I covered here?');
  await page.getByLabel('Your insurer, TPA or scheme').fill('ECHS');
  await page.getByLabel('Your insurer, TPA or scheme').press('Enter');
  await expect(answerHeading(page)).toContainText('at our hospitals');
});
