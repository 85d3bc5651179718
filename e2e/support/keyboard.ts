import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';

// Keyboard journeys: moving focus with Tab alone, and checking on every step that a sighted
// keyboard user can see where focus is (WCAG 2.4.7, with the 2.4.11/1.4.11 measure of a ring at
// least 2 px wide in a colour of at least 3:1 against what it is drawn on).

/** Where focus is, and how its ring looks. */
interface FocusReport {
  /** The focused element, as a person would name it: tag, role, words. */
  element: string;
  onBody: boolean;
  /** The ring's drawing: 'outline 3px rgb(…) over rgb(…)', or why there is none. */
  ring: string;
  /** The ring's width in px (0 without one). */
  width: number;
  /** The ring's contrast against the background it sits on (the lowest, over a gradient). */
  contrast: number;
  /** Focus is on the element asked about (one of a locator's). */
  onTarget: boolean;
  /** Focus is on or inside it. */
  insideTarget: boolean;
  /** The elements asked about are still in the document (the page has not replaced them). */
  targetsInPage: boolean;
}

const MIN_RING_PX = 2;
const MIN_CONTRAST = 3;

/**
 * In the page: the focused element, its ring, and whether it is one of the targets. Self-contained,
 * as the browser runs its source.
 */
function readFocus(targets: Element[]): FocusReport {
  // With reduced motion every property transitions for 0.01 ms (styles/globals.scss): read the
  // ring as it ends, not as it starts.
  for (const animation of document.getAnimations())
    if (animation instanceof CSSTransition) animation.finish();
  type Rgba = [number, number, number, number];

  const parse = (colour: string): Rgba | null => {
    const match = /rgba?\(([^)]+)\)/.exec(colour);
    if (!match) return null;
    const parts = match[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const alpha = top[3];
    return [
      top[0] * alpha + bottom[0] * (1 - alpha),
      top[1] * alpha + bottom[1] * (1 - alpha),
      top[2] * alpha + bottom[2] * (1 - alpha),
      1,
    ];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const css = ([r, g, b, a]: Rgba) =>
    `rgb(${Math.round(r)} ${Math.round(g)} ${Math.round(b)}${a < 1 ? ` / ${a}` : ''})`;
  /** Top-level commas only: a shadow list, not the commas inside rgb(). */
  const splitList = (value: string) => value.split(/,(?![^(]*\))/).map((part) => part.trim());

  function describe(element: Element): string {
    const tag = element.tagName.toLowerCase();
    const role = element.getAttribute('role');
    const words = (
      element.getAttribute('aria-label') ||
      (element as HTMLInputElement).labels?.[0]?.innerText ||
      (element as HTMLElement).innerText ||
      (element as HTMLInputElement).value ||
      element.getAttribute('placeholder') ||
      element.id ||
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 50);
    return `<${tag}${role ? ` role=${role}` : ''}> "${words}"`;
  }

  /** A visible ring of the element's own: an outline, else a solid box-shadow ring, else a layer's. */
  function ringOf(element: Element) {
    const style = getComputedStyle(element);
    const outlineWidth = parseFloat(style.outlineWidth);
    const outlineColour = parse(style.outlineColor);
    if (style.outlineStyle !== 'none' && outlineWidth > 0 && outlineColour?.[3]) {
      return {
        kind: 'outline',
        width: outlineWidth,
        colour: outlineColour,
        inside: parseFloat(style.outlineOffset) < 0,
      };
    }
    for (const shadow of splitList(style.boxShadow)) {
      const colour = parse(shadow);
      const lengths = shadow
        .replace(/rgba?\([^)]*\)/, '')
        .trim()
        .split(/\s+/)
        .filter((part) => part.endsWith('px'))
        .map(parseFloat);
      const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
      if (colour?.[3] && x === 0 && y === 0 && blur === 0 && spread > 0)
        return { kind: 'box-shadow', width: spread, colour, inside: shadow.includes('inset') };
    }
    // A ring drawn as a layer's border over the element's own picture (a video poster, say).
    for (const pseudo of ['::after', '::before']) {
      const layer = getComputedStyle(element, pseudo);
      const width = parseFloat(layer.borderTopWidth);
      const colour = parse(layer.borderTopColor);
      if (layer.content !== 'none' && layer.borderTopStyle !== 'none' && width > 0 && colour?.[3])
        return { kind: `border of ${pseudo}`, width, colour, inside: true };
    }
    return null;
  }

  /**
   * The colours the ring may sit on, from the element it starts at outwards: the nearest
   * background that covers (a colour, or a gradient's stops), under whatever translucent ones
   * lie above it. A page with no background of its own is white.
   */
  function backgroundsFrom(start: Element | null): Rgba[] {
    const above: Rgba[] = [];
    const cover = (bases: Rgba[]) =>
      bases.map((base) => above.reduceRight((colour, layer) => over(layer, colour), base));
    for (let node = start; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const stops = (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? [])
        .map(parse)
        .filter((stop): stop is Rgba => stop !== null);
      const colour = parse(style.backgroundColor);
      const opaque = stops.filter((stop) => stop[3] === 1);
      if (colour && colour[3] === 1) opaque.push(colour);
      const translucent = stops.filter((stop) => stop[3] > 0 && stop[3] < 1);
      if (opaque.length > 0)
        return cover([
          ...opaque,
          ...translucent.flatMap((stop) => opaque.map((base) => over(stop, base))),
        ]);
      if (colour && colour[3] > 0) above.push(colour);
    }
    return cover([[255, 255, 255, 1]]);
  }

  const active = document.activeElement;
  const asked = {
    onTarget: targets.some((target) => target === active),
    insideTarget: targets.some((target) => target.contains(active)),
    targetsInPage: targets.every((target) => target.isConnected),
  };
  if (!active || active === document.body || active === document.documentElement)
    return {
      element: '<body>',
      onBody: true,
      ring: 'none: focus is on <body>',
      width: 0,
      contrast: 0,
      ...asked,
    };

  // A control inside a bar or card may leave the ring to it (:focus-within): look up a little.
  let holder: Element | null = active;
  let ring = null;
  for (let depth = 0; holder && depth < 6 && !ring; depth += 1) {
    ring = ringOf(holder);
    if (!ring) holder = holder.parentElement;
  }
  if (!ring || !holder)
    return {
      element: describe(active),
      onBody: false,
      ring: 'none',
      width: 0,
      contrast: 0,
      ...asked,
    };

  const backgrounds = backgroundsFrom(ring.inside ? holder : holder.parentElement);
  let worst = { contrast: Infinity, background: backgrounds[0]! };
  for (const background of backgrounds) {
    const ratio = contrast(over(ring.colour, background), background);
    if (ratio < worst.contrast) worst = { contrast: ratio, background };
  }
  const on = holder === active ? '' : ` on ${describe(holder)}`;
  return {
    element: describe(active),
    onBody: false,
    ring: `${ring.kind}${on} ${ring.width}px ${css(ring.colour)} over ${css(worst.background)}`,
    width: ring.width,
    contrast: Math.round(worst.contrast * 100) / 100,
    ...asked,
  };
}

/** Where focus is and how its ring looks, and whether it is on or inside the target. */
function inspectFocus(page: Page, target?: Locator): Promise<FocusReport> {
  return target ? target.evaluateAll(readFocus) : page.evaluate(readFocus, []);
}

/**
 * The target's elements, found once: matching a role locator on every Tab stop would cost more
 * than the stop itself. Waits for the target to be in the document.
 */
async function elementsOf(target: Locator): Promise<ElementHandle<Element>[]> {
  await target.first().waitFor({ state: 'attached' });
  return (await target.elementHandles()) as ElementHandle<Element>[];
}

/** As inspectFocus, against elements found before (found again if the page replaced them). */
async function inspectFocusOn(
  page: Page,
  target: Locator,
  elements: ElementHandle<Element>[],
): Promise<{ focus: FocusReport; elements: ElementHandle<Element>[] }> {
  const focus = await page.evaluate(readFocus, elements);
  if (focus.targetsInPage) return { focus, elements };
  const current = await elementsOf(target);
  return { focus: await page.evaluate(readFocus, current), elements: current };
}

/** Fails unless focus is on an element with a ring a person can see. */
function expectRingVisible(focus: FocusReport, when: string) {
  const at = `${when}: focus on ${focus.element}, ring ${focus.ring}`;
  expect(focus.onBody, at).toBe(false);
  expect(focus.ring, at).not.toMatch(/^none/);
  expect(focus.width, `${at} (width)`).toBeGreaterThanOrEqual(MIN_RING_PX);
  expect(focus.contrast, `${at} (contrast)`).toBeGreaterThanOrEqual(MIN_CONTRAST);
}

/** Whether the target (if present) is the focused element. Does not wait for it. */
export async function isFocused(page: Page, target: Locator): Promise<boolean> {
  return (await inspectFocus(page, target)).onTarget;
}

/**
 * Presses Tab (or Shift+Tab) until the target has focus, checking the ring at every stop; fails
 * with every stop visited when the target is not reached within `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 100 }: { key?: 'Tab' | 'Shift+Tab'; max?: number } = {},
) {
  const visited: string[] = [];
  let elements = await elementsOf(target);
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(key);
    const read = await inspectFocusOn(page, target, elements);
    const focus = read.focus;
    elements = read.elements;
    visited.push(focus.element);
    expectRingVisible(focus, `${key} #${press + 1} towards ${target}`);
    if (focus.onTarget) return;
  }
  throw new Error(
    `${key} did not reach ${target} in ${max} presses; focus went to:\n  ${visited.join('\n  ')}`,
  );
}

/** Waits until focus is on (or inside) the target, failing with where it is instead. */
async function expectFocusReaches(page: Page, target: Locator, inside: boolean, when: string) {
  let focus: FocusReport | undefined;
  await expect
    .poll(
      async () => {
        focus = await inspectFocus(page, target);
        return (inside ? focus.insideTarget : focus.onTarget) ? 'there' : focus.element;
      },
      { message: `${when}: focus should be ${inside ? 'inside' : 'on'} ${target}` },
    )
    .toBe('there');
  expectRingVisible(focus!, when);
}

/** Focus is on the target: not on <body>, not anywhere else (it may take a moment to arrive). */
export function expectFocusOn(page: Page, target: Locator, when: string) {
  return expectFocusReaches(page, target, false, when);
}

/** Focus is somewhere inside the container (a dialog that has just opened, say). */
export function expectFocusInside(page: Page, container: Locator, when: string) {
  return expectFocusReaches(page, container, true, when);
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** The first and the last control Tab stops at inside the container, in document order. */
async function firstAndLastStop(container: Locator) {
  const stops = await container.evaluateHandle(
    (element, selector) =>
      [...element.querySelectorAll<HTMLElement>(selector)].filter(
        (control) => control.tabIndex >= 0 && control.getClientRects().length > 0,
      ),
    TABBABLE,
  );
  const count = await stops.evaluate((list) => list.length);
  expect(count, `${container} has controls to Tab through`).toBeGreaterThan(0);
  const [first, last] = await Promise.all(
    [0, count - 1].map(async (index) => (await stops.getProperty(String(index))).asElement()!),
  );
  return { first: first!, last: last!, count };
}

/**
 * In an open modal dialog, Tab goes through its controls to the last and then round to the first,
 * and Shift+Tab from the first round to the last: focus never reaches the page behind.
 */
export async function expectTabCyclesWithin(page: Page, dialog: Locator) {
  const { first, last, count } = await firstAndLastStop(dialog);
  const box = (await dialog.elementHandle())!;
  const visited: string[] = [];
  const step = async (key: 'Tab' | 'Shift+Tab', towards: ElementHandle<Element>) => {
    await page.keyboard.press(key);
    const focus = await page.evaluate(readFocus, [towards, box]);
    visited.push(`${key}: ${focus.element}`);
    expectRingVisible(focus, `${key} inside ${dialog}`);
    expect(
      focus.insideTarget,
      `${key} left ${dialog}; focus went:\n  ${visited.join('\n  ')}`,
    ).toBe(true);
    return focus;
  };

  let onLast = (await page.evaluate(readFocus, [last])).onTarget;
  for (let press = 0; !onLast; press += 1) {
    expect(press, `Tab never reached the last control of ${dialog}`).toBeLessThanOrEqual(count);
    onLast = (await step('Tab', last)).onTarget;
  }
  expect((await step('Tab', first)).onTarget, 'Tab from the last control goes to the first').toBe(
    true,
  );
  expect(
    (await step('Shift+Tab', last)).onTarget,
    'Shift+Tab from the first control goes to the last',
  ).toBe(true);
}
