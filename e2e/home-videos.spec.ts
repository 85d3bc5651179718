import { expect, test, type Locator, type Page } from './support/test';
import { site } from '../content/site';
import { catalogue } from './support/catalogue';

// The home page's video sections: a click-to-load player over a poster we draw ourselves, and no
// player at all for a link the site cannot embed. The player's host is answered locally, so the
// tests never depend on reaching the video site.

const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The id a test expects from a catalogue link, read independently of the site's helper. */
function expectedId(link: string): string {
  const id =
    /[?&]v=([A-Za-z0-9_-]{11})/.exec(link)?.[1] ?? /youtu\.be\/([A-Za-z0-9_-]{11})/.exec(link)?.[1];
  if (!id) throw new Error(`No video id in ${link}`);
  return id;
}

const ourVideos = catalogue.videos.filter((video) => video.type === 'Our Video');
const watchVideo = ourVideos.find((video) => video.videoLink.includes('watch?v='))!;
const shortVideo = ourVideos.find((video) => video.videoLink.includes('youtu.be/'))!;
const unsupported = catalogue.videos.find(
  (video) => !/youtube\.com\/watch\?|youtu\.be\//.test(video.videoLink),
)!;

// Autoplay off, so a slide stays where the test found it.
test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await page.route(`${EMBED_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
  );
});

async function openSection(page: Page, id: 'videos' | 'patient-stories'): Promise<Locator> {
  await page.goto('/');
  const section = page.locator(`section#${id}`);
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('.swiper-initialized')).toHaveCount(1);
  return section;
}

test('the video sections show every video by name, and load no player before Play', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) outside.push(request.url());
  });
  await openSection(page, 'videos');
  await expect(page.getByRole('region', { name: 'Our videos' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Patient stories' }).first()).toBeAttached();
  for (const video of catalogue.videos)
    await expect(page.locator('figure figcaption', { hasText: video.name })).toHaveCount(1);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(outside).toEqual([]);
});

test('Our videos leads to the gallery, which shows every one of the hospital videos', async ({
  page,
}) => {
  const section = await openSection(page, 'videos');
  await section.getByRole('link', { name: 'View all videos' }).click();
  await expect(page).toHaveURL(/\/gallery#videos$/);
  const gallery = page.locator('section#videos');
  await expect(gallery).toBeInViewport();
  for (const video of ourVideos)
    await expect(gallery.locator('figure figcaption', { hasText: video.name })).toHaveCount(1);
});

test('Patient stories lead to the rest on the hospital channel, in a new tab that says so', async ({
  page,
}) => {
  const section = await openSection(page, 'patient-stories');
  const link = section.getByRole('link', { name: 'More stories on YouTube (opens in a new tab)' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', site.videoChannelUrl);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

for (const [kind, video] of [
  ['watch', watchVideo],
  ['short', shortVideo],
] as const) {
  test(`a ${kind} link plays in a privacy-enhanced frame of its id alone, in the same 16:9 box`, async ({
    page,
  }) => {
    const section = await openSection(page, 'videos');
    const play = section.getByRole('button', { name: `Play video: ${video.name}`, exact: true });
    await play.scrollIntoViewIfNeeded();
    const before = (await play.locator('..').boundingBox())!;
    expect(before.width / before.height).toBeCloseTo(16 / 9, 1);

    await play.click();
    const frame = section.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('title', video.name);
    const src = new URL((await frame.getAttribute('src'))!);
    expect(`${src.origin}${src.pathname}`).toBe(
      `${EMBED_ORIGIN}/embed/${expectedId(video.videoLink)}`,
    );
    expect(src.searchParams.has('t')).toBe(false);
    expect(src.searchParams.has('si')).toBe(false);
    await expect(frame).toBeFocused();

    const after = (await frame.locator('..').boundingBox())!;
    const framed = (await frame.boundingBox())!;
    for (const measured of [after, framed]) {
      expect(Math.abs(measured.width - before.width)).toBeLessThan(1);
      expect(Math.abs(measured.height - before.height)).toBeLessThan(1);
    }
    await expect(page.locator('iframe')).toHaveCount(1);
  });
}

test('a link the site cannot embed has no player, only a link to watch it where it lives', async ({
  page,
}) => {
  const section = await openSection(page, 'videos');
  const card = section.locator('figure', { hasText: unsupported.name });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect(card.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Play video: ${unsupported.name}` })).toHaveCount(
    0,
  );
  const link = card.getByRole('link', { name: new RegExp(`^Watch ${unsupported.name} on `) });
  await expect(link).toHaveAttribute('href', unsupported.videoLink);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('every poster is drawn, with no broken image, in both sections', async ({ page }) => {
  for (const id of ['patient-stories', 'videos'] as const) {
    const section = await openSection(page, id);
    const cards = section.locator('figure');
    await expect(cards).not.toHaveCount(0);
    const broken = await cards.evaluateAll((figures) =>
      figures.flatMap((figure) =>
        Array.from(figure.querySelectorAll('img'))
          .filter((img) => !img.complete || img.naturalWidth === 0)
          .map((img) => img.src),
      ),
    );
    expect(broken).toEqual([]);
    const first = cards.first().locator('[aria-hidden="true"]').first();
    const box = (await first.boundingBox())!;
    expect(box.width).toBeGreaterThan(100);
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  }
});
