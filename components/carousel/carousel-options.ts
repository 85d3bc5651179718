/** A carousel's behaviour, from the spec's constants for each carousel. */
export interface CarouselOptions {
  /** Milliseconds between automatic moves; 0 for none. */
  autoplayMs: number;
  /** Milliseconds one move takes. */
  speedMs: number;
  loop: boolean;
  /** Slides in view below the smallest breakpoint. */
  slidesPerView: number;
  /** Slides in view from each minimum width (px) up. */
  breakpoints: Record<number, number>;
  /** The arrow keys move it (for a slider that is the only thing on screen, as in an overlay). */
  keyboard?: boolean;
}

/** Doctors carousel on a profile: autoplay 2000 ms, speed 500 ms, 4/3/2/1 at 1000/750/550 px, no loop. */
export const DOCTOR_PROFILE_CAROUSEL: CarouselOptions = {
  autoplayMs: 2000,
  speedMs: 500,
  loop: false,
  slidesPerView: 1,
  breakpoints: { 550: 2, 750: 3, 1000: 4 },
};

/**
 * The doctor carousels of the unit, service and centre pages (spec): autoplay 4000 ms, speed
 * 500 ms, no loop; 3 slides from 750 px (and 1000), 2 from 550 px, 1 below.
 */
export const TEAM_CAROUSEL: CarouselOptions = {
  autoplayMs: 4000,
  speedMs: 500,
  loop: false,
  slidesPerView: 1,
  breakpoints: { 550: 2, 750: 3, 1000: 3 },
};

/**
 * The home page's carousels: autoplay 4000 ms, loop, one slide per move in 500 ms; 3 slides from
 * 1000 px, 2 from 550 px, 1 below (the spec's first set; its 1024/768/480 set is not used).
 */
export const HOME_CAROUSEL: CarouselOptions = {
  autoplayMs: 4000,
  speedMs: 500,
  loop: true,
  slidesPerView: 1,
  breakpoints: { 550: 2, 1000: 3 },
};

/**
 * The content pages' carousels (the gallery's awards, news, events and videos; a hospital page's
 * videos; CSR's): 3 slides, 2 under 1024 px, 1 under 640 px; loop and autoplay (spec), one slide
 * per move in 500 ms (the awards' speed, used by all so they move alike).
 */
export const CONTENT_CAROUSEL: CarouselOptions = {
  autoplayMs: 4000,
  speedMs: 500,
  loop: true,
  slidesPerView: 1,
  breakpoints: { 640: 2, 1024: 3 },
};

/**
 * The international patients page's carousels (journey, stories, network): autoplay every
 * 3000 ms (spec), loop, 500 ms moves; 3 slides, 2 under 1024 px, 1 under 640 px.
 */
export const INTERNATIONAL_CAROUSEL: CarouselOptions = {
  autoplayMs: 3000,
  speedMs: 500,
  loop: true,
  slidesPerView: 1,
  breakpoints: { 640: 2, 1024: 3 },
};

/**
 * The academics sliders (faculty, videos, current students, events, photo stream): a move every
 * 3 s in 500 ms, loop; 4 slides on large screens, 3 under 1024 px, 2 under 768 px, 1 under 640 px.
 */
export const ACADEMICS_SLIDER: CarouselOptions = {
  autoplayMs: 3000,
  speedMs: 500,
  loop: true,
  slidesPerView: 1,
  breakpoints: { 640: 2, 768: 3, 1024: 4 },
};

/** The academics testimonials: as the other academics sliders, a move every 5 s. */
export const ACADEMICS_TESTIMONIALS: CarouselOptions = { ...ACADEMICS_SLIDER, autoplayMs: 5000 };

/** The news slider in its overlay: one image at a time in 500 ms, looping at both ends, arrow keys. */
export const NEWS_SLIDER: CarouselOptions = {
  autoplayMs: 0,
  speedMs: 500,
  loop: true,
  slidesPerView: 1,
  breakpoints: {},
  keyboard: true,
};

/** The event slider: as the news slider, but it stops at the first and the last image. */
export const EVENT_SLIDER: CarouselOptions = { ...NEWS_SLIDER, loop: false };

/** The slides in view at a given viewport width. */
export function slidesInView(options: CarouselOptions, width: number): number {
  let count = options.slidesPerView;
  for (const [minWidth, perView] of Object.entries(options.breakpoints))
    if (width >= Number(minWidth)) count = perView;
  return count;
}

/** The spec's breakpoints, px: a carousel's own breakpoints are among these. */
export const SPEC_BREAKPOINTS = [480, 550, 640, 750, 768, 1000, 1024] as const;

/**
 * Slides in view at each spec breakpoint, as CSS custom properties, so the plain track shows the
 * same number of slides before swiper loads (or without JavaScript).
 */
export function perViewProperties(options: CarouselOptions): Record<string, number> {
  const properties: Record<string, number> = { '--per-view-0': options.slidesPerView };
  for (const width of SPEC_BREAKPOINTS)
    properties[`--per-view-${width}`] = slidesInView(options, width);
  return properties;
}

/**
 * The smallest viewport width (0 or a spec breakpoint, px) from which every slide is in view at
 * once, so the carousel has nothing to scroll and shows no arrows; null when that never happens.
 */
export function fitsFrom(options: CarouselOptions, slideCount: number): number | null {
  for (const width of [0, ...SPEC_BREAKPOINTS])
    if (slideCount <= slidesInView(options, width)) return width;
  return null;
}
