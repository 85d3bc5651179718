import type { Page } from '@playwright/test';

/**
 * What a screen reader user would trip over on the page as it is: a missing landmark, not exactly
 * one h1, a heading level skipped on the way down (h2 then h4), a table without a caption or header
 * cells, a menu without the current page marked, a page language other than its address says
 * (pa-IN under /pa, hi-IN under /hi, else en-IN).
 */
export async function semanticProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (element: Element) =>
      !element.closest('[hidden], [aria-hidden="true"], dialog:not([open])');
    const prefix = /^\/(pa|hi)(\/|$)/.exec(location.pathname)?.[1];
    const expectedLang = prefix ? `${prefix}-IN` : 'en-IN';
    if (document.documentElement.lang !== expectedLang)
      problems.push(`lang is "${document.documentElement.lang}"`);
    for (const [selector, name] of [
      ['header, [role="banner"]', 'banner'],
      ['main, [role="main"]', 'main'],
      ['footer, [role="contentinfo"]', 'contentinfo'],
      ['nav, [role="navigation"]', 'navigation'],
    ] as const)
      if (![...document.querySelectorAll(selector)].some(visible))
        problems.push(`no ${name} landmark`);
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(visible);
    const h1s = headings.filter((heading) => heading.tagName === 'H1').length;
    if (h1s !== 1) problems.push(`${h1s} h1 elements`);
    let level = 0;
    for (const heading of headings) {
      const next = Number(heading.tagName[1]);
      if (next > level + 1 && level > 0)
        problems.push(`h${next} "${heading.textContent?.trim().slice(0, 40)}" follows h${level}`);
      level = next;
    }
    for (const table of document.querySelectorAll('table')) {
      if (!table.querySelector('caption') && !table.getAttribute('aria-label'))
        problems.push('a table without a caption');
      if (!table.querySelector('th')) problems.push('a table without header cells');
    }
    return problems;
  });
}

/** Whether the page scrolls sideways, and which visible element sticks out past the right edge. */
export async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Content inside its own scrolling box (a wide data table) is reached there.
    const clipped = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      )
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
      return false;
    };
    const wide = [...document.querySelectorAll('body *')].find((element) => {
      if (clipped(element)) return false;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.right > width + 1 &&
        box.width > 0 &&
        style.visibility !== 'hidden' &&
        !element.closest('.swiper, [aria-hidden="true"], dialog:not([open])')
      );
    });
    return {
      scrolls: document.documentElement.scrollWidth > width,
      wide: wide ? `${wide.tagName.toLowerCase()}.${wide.className}`.slice(0, 80) : null,
    };
  });
}

/**
 * Words that run out of their own box: a button, link, heading or line of text whose content is
 * wider than the box (a label wider than its button, a long word in a column that cannot shrink),
 * so that it is cut off by a card or runs into its neighbour. Boxes inside a scrolling region
 * (a wide table) are reached by scrolling it; words clipped away are for screen readers only.
 */
export async function textRunningOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrolls = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
      return false;
    };
    // Words for screen readers only, however a component hides them (clip, clip-path).
    const clippedAway = (element: Element) => {
      for (let box: Element | null = element; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
      }
      return false;
    };
    const boxes = document.querySelectorAll(
      'a, button, label, legend, h1, h2, h3, h4, p, li, dt, dd, th, td, span',
    );
    return [...boxes]
      .filter(
        (box) =>
          !['inline', 'none', 'contents'].includes(getComputedStyle(box).display) &&
          box.clientWidth > 0 &&
          box.scrollWidth > box.clientWidth + 2 &&
          box.textContent?.trim() &&
          !box.closest(
            '.visually-hidden, [hidden], .swiper, [aria-hidden="true"], dialog:not([open])',
          ) &&
          !scrolls(box) &&
          !clippedAway(box),
      )
      .map(
        (box) =>
          `${box.tagName.toLowerCase()} "${box.textContent!.trim().slice(0, 40)}" (${box.scrollWidth - box.clientWidth} px)`,
      );
  });
}

/** Icons drawn narrower than their own size: squeezed by the words beside them in a flex row. */
export async function squeezedIcons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('svg.icon, svg.icon-solid')]
      .filter((icon) => {
        const width = icon.getBoundingClientRect().width;
        return width > 0 && width < Number(icon.getAttribute('width')) - 0.5;
      })
      .map(
        (icon) =>
          `"${icon.parentElement!.textContent!.trim().slice(0, 40)}": ${icon.getBoundingClientRect().width.toFixed(1)} of ${icon.getAttribute('width')} px`,
      ),
  );
}

/** The reader's text size doubled: the root font size at twice the default, so rem and em follow. */
export async function doubleTheText(page: Page) {
  await page.addStyleTag({ content: 'html { font-size: 200% !important }' });
}
