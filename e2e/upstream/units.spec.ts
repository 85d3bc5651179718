import { expect, test } from '../support/test';
import { doctorsIn, units } from '../support/content-pages';
import { renderFromStub, setStub } from '../support/stub-control';

// Each hospital unit's doctors from the stub upstream's /get-doctor-city, in both readings: the
// page shows exactly the doctors whose city list holds the unit's city.

test.describe.configure({ mode: 'serial' });

for (const reading of ['a', 'b'] as const) {
  test.describe(`in the ${reading === 'a' ? 'site-core' : 'content pages'} reading`, () => {
    test.beforeAll(async ({ request }) => {
      await setStub({ reading, fault: null });
      await renderFromStub(request, {
        visit: units.map((unit) => unit.path),
        calls: units.map(
          (unit) => `/api/get-doctor-city?${new URLSearchParams({ city: unit.city })}`,
        ),
      });
    });

    for (const unit of units) {
      test(`${unit.path} shows the doctors of ${unit.city}`, async ({ page }) => {
        await page.goto(unit.path);
        const cards = page.getByRole('region', { name: /^Our doctors at / }).getByRole('article');
        const expected = doctorsIn(unit.city).map((doctor) => doctor.name);
        await expect(cards).toHaveCount(expected.length);
        expect((await cards.getByRole('heading').allTextContents()).sort()).toEqual(
          expected.sort(),
        );
      });
    }
  });
}

test.afterAll(async () => {
  await setStub({ reading: 'a', fault: null });
});
