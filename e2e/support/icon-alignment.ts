import type { Locator } from '@playwright/test';

/**
 * For each link found by `links`, how far (px) its icon's middle is from the middle of the first
 * line of its words: an icon beside a wrapped line should sit by the first line, not float
 * between the lines.
 */
export function iconOffsetsFromFirstLine(links: Locator): Promise<number[]> {
  return links.evaluateAll((elements) =>
    elements.map((link) => {
      const icon = link.querySelector('svg')!.getBoundingClientRect();
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      let firstLine: DOMRect | undefined;
      for (let node = walker.nextNode(); node && !firstLine; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        firstLine = [...range.getClientRects()].find((rect) => rect.width > 0);
      }
      return Math.abs(icon.top + icon.height / 2 - (firstLine!.top + firstLine!.height / 2));
    }),
  );
}
