import { expect, test } from './support/test';
import { sampleRoutes } from './support/routes';

// A page is judged by its largest paint. Where that is a picture, the browser must request it at
// once and ahead of the scripts: fetchpriority="high", never lazily (components/ui/first-screen-image.ts).

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('on every page whose largest paint is a picture, the picture is fetched first', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const pictures: string[] = [];
      const fetchedLate: string[] = [];
      for (const path of Object.values(sampleRoutes)) {
        await page.goto(path);
        // Every picture in; the largest paint is then final (it changes only as content paints).
        await page.waitForLoadState('load');
        const largest = await page.evaluate(
          () =>
            new Promise<{
              tag: string;
              src: string;
              fetchPriority: string;
              loading: string;
            } | null>((resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
                const element = entries.at(-1)?.element;
                resolve(
                  element instanceof HTMLImageElement
                    ? {
                        tag: 'img',
                        src: element.currentSrc,
                        fetchPriority: element.getAttribute('fetchpriority') ?? '',
                        loading: element.getAttribute('loading') ?? '',
                      }
                    : null,
                );
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
        );
        if (!largest) continue;
        pictures.push(path);
        if (largest.fetchPriority !== 'high' || largest.loading === 'lazy')
          fetchedLate.push(`${path}: ${largest.src.replace(/^https?:\/\/[^/]+/, '')}`);
      }
      expect(fetchedLate).toEqual([]);
      // The check means something only if some pages do open on a picture (a doctor, a post, a hospital).
      expect(pictures.length).toBeGreaterThan(3);
    });
  });
}
