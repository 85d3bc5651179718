import { expect, test } from './support/test';

// The legal pages at the top level of the site: /privacy-policy and /disclaimer.

const privacySections = [
  'Information collection and access',
  'Consent',
  'Managing personal information',
  'Updates to this policy',
  'Personal information we collect',
  'Methods of collection',
  'Use of information',
  'Sharing and transfer of data',
  'Security',
  'Data modification',
  'Legal compliance',
  'Retention',
  'Grievance officer',
];

test.describe('/privacy-policy', () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto('/privacy-policy');
    expect(response?.status()).toBe(200);
  });

  test('answers with its title, description and one h1', async ({ page }) => {
    await expect(page).toHaveTitle('Privacy Policy | Amandeep Hospital');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /collects, uses, shares and protects the personal and medical information/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/privacy-policy$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  });

  test('numbers its thirteen sections 1 to 13 in the spec’s order, the grievance officer last', async ({
    page,
  }) => {
    const headings = page.locator('main section > h2').filter({ hasText: /^\d+\./ });
    await expect(headings).toHaveText(
      privacySections.map((heading, index) => `${index + 1}. ${heading}`),
    );
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link')).toHaveText(privacySections);
    await contents.getByRole('link', { name: 'Grievance officer' }).click();
    await expect(page).toHaveURL(/#grievance-officer$/);
    await expect(page.getByRole('heading', { name: '13. Grievance officer' })).toBeInViewport();
  });

  test('keeps personal information a minimum of five years from its last use', async ({ page }) => {
    const retention = page.getByRole('region', { name: '12. Retention' });
    await expect(retention).toContainText('a minimum of five years from its last use');
  });

  test('says what the website itself keeps from its forms, CVs included, and for how long', async ({
    page,
  }) => {
    const retention = page.getByRole('region', { name: '12. Retention' });
    await expect(
      retention.getByRole('heading', { level: 3, name: 'What this website itself keeps' }),
    ).toBeVisible();
    const forms = retention.getByRole('listitem');
    await expect(forms).toHaveCount(4);
    await expect(forms.nth(0)).toContainText('Appointment requests');
    await expect(forms.nth(1)).toContainText('Call-back requests and contact messages');
    await expect(forms.nth(2)).toContainText('Comments left under a blog post');
    await expect(forms.nth(3)).toContainText('the CV file you attach');
    await expect(
      retention.getByRole('heading', { level: 3, name: 'How long the website keeps them' }),
    ).toBeVisible();
    await expect(retention).toContainText('It does this by itself, every day');
    await expect(retention).toContainText('a job application and its CV file 1 year after');
  });

  test('has two contact blocks: patients and hospital staff', async ({ page }) => {
    const contacts = page.getByRole('region', { name: 'Whom to contact about your information' });
    await expect(contacts.getByRole('heading', { level: 3 })).toHaveText([
      'For patients and visitors',
      'For hospital staff',
    ]);
    await expect(contacts.getByRole('link', { name: /@amandeephospital\.org$/ })).toHaveCount(2);
    await expect(contacts.locator('address')).toHaveCount(2);
  });
});

test.describe('/disclaimer', () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto('/disclaimer');
    expect(response?.status()).toBe(200);
  });

  test('answers with its title, description and one h1', async ({ page }) => {
    await expect(page).toHaveTitle('Disclaimer | Amandeep Hospital');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /copyright and permitted use/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/disclaimer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disclaimer');
  });

  test('has its three parts: copyright, the general disclaimer, feedback', async ({ page }) => {
    await expect(page.locator('main section > h2').filter({ hasText: /^\d+\./ })).toHaveText([
      '1. Copyright and permitted use',
      '2. General disclaimer and limitation of liability',
      '3. Feedback and opinions',
    ]);
    const general = page.getByRole('region', {
      name: '2. General disclaimer and limitation of liability',
    });
    await expect(general).toContainText('not a substitute for a consultation');
    await expect(general).toContainText('call our 24-hour emergency number');
  });
});

test('a slug that is no page of any family is still a 404', async ({ page }) => {
  const response = await page.goto('/no-such-legal-page');
  expect(response?.status()).toBe(404);
});
