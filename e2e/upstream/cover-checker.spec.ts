import { expect, test } from '../support/test';
import { covers } from '../../lib/empanelments/cover';
import { setStub } from '../support/stub-control';

// "Am I covered here?" on a site run against a hospital API: the empanelment tables are the
// site's own content, so the checker and the scheme pages answer the same whatever the upstream
// holds, or when it is down; and the sitemap lists every scheme page beside the upstream's doctors.

const pmjay = covers.find((cover) => cover.slug === 'ayushman-bharat-pm-jay')!;

test.describe.configure({ mode: 'serial' });

for (const reading of ['a', 'b'] as const) {
  test(`in reading ${reading}, the checker answers in the server HTML and the sitemap lists the scheme pages`, async ({
    request,
  }) => {
    await setStub({ reading, fault: null });
    const answer = await request.get('/empanelments/check?cover=PMJAY&city=pathankot');
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`${pmjay.name} at our hospitals`);
    expect(html).toContain('Accepted at our hospital in Pathankot.');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const cover of covers) expect(sitemap).toContain(`/empanelments/${cover.slug}</loc>`);
  });
}

test('with the hospital API failing, a scheme page and the checker still answer', async ({
  page,
}) => {
  await setStub({ reading: 'a', fault: { kind: '500' } });
  try {
    await page.goto(`/empanelments/${pmjay.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${pmjay.name} at Amandeep Hospital`,
    );
    await page.getByLabel('Your insurer, TPA or scheme').fill('ayushman');
    await page.getByRole('button', { name: 'Check my cover' }).click();
    await expect(page.locator('#cover-answer-heading')).toHaveText(
      `${pmjay.name} at our hospitals`,
    );
  } finally {
    await setStub({ reading: 'a', fault: null });
  }
});
