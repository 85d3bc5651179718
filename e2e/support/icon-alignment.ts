import type { Locator, Page } from '@playwright/test';

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

/**
 * Every row on the page whose leading icon is away from the first line of its words (more than
 * 3 px between their middles), as "words: offset". Left out by design: a centred button, whose
 * icon stays centred beside its label, and a label stacked over its value (a card's "Call" over
 * the number), where the icon is centred beside the pair.
 */
export function iconsAwayFromFirstLine(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const away: string[] = [];
    for (const icon of document.querySelectorAll('svg.icon, svg.icon-solid')) {
      const row = icon.parentElement!;
      const style = getComputedStyle(row);
      if (!['flex', 'inline-flex'].includes(style.display)) continue;
      if (!style.flexDirection.startsWith('row') || style.justifyContent === 'center') continue;
      if (row.closest('[hidden], dialog:not([open]), [aria-hidden="true"], .swiper')) continue;
      const stacked = [...row.querySelectorAll(':scope > * *')].some((inner) => {
        const innerStyle = getComputedStyle(inner);
        return (
          !['inline', 'contents', 'none'].includes(innerStyle.display) &&
          innerStyle.position !== 'absolute' &&
          inner.textContent?.trim()
        );
      });
      if (stacked) continue;
      const iconBox = icon.getBoundingClientRect();
      if (iconBox.width === 0) continue;
      let firstLine: DOMRect | undefined;
      const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement!.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect = [...range.getClientRects()].find((box) => box.width > 0);
        if (rect && (!firstLine || rect.top < firstLine.top)) firstLine = rect;
      }
      // Only an icon before the words: an arrow after them follows the last word instead.
      if (!firstLine || iconBox.left > firstLine.left) continue;
      const offset = Math.abs(
        iconBox.top + iconBox.height / 2 - (firstLine.top + firstLine.height / 2),
      );
      if (offset > 3)
        away.push(
          `${row.textContent!.trim().replace(/\s+/g, ' ').slice(0, 40)}: ${offset.toFixed(0)} px`,
        );
    }
    return away;
  });
}
