import { expect, type APIRequestContext } from './test';

/**
 * The path of a page's link-preview image, as its og:image names it. Next names the image of a
 * route in a route group `…/opengraph-image-{hash}` (app/(site)/…), so it is read, not built.
 */
export async function previewImagePath(request: APIRequestContext, page: string): Promise<string> {
  const html = await (await request.get(page)).text();
  const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(url, `${page}: og:image`).toBeTruthy();
  return new URL(url!).pathname;
}

/** Whether `path` is the preview image of the page at `page`: its address, then opengraph-image. */
export const isPreviewOf = (path: string, page: string) =>
  new RegExp(`^${page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/opengraph-image(-[0-9a-z]+)?$`).test(
    path,
  );
