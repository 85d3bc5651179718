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
}

/** Doctors carousel on a profile: autoplay 2000 ms, speed 500 ms, 4/3/2/1 at 1000/750/550 px, no loop. */
export const DOCTOR_PROFILE_CAROUSEL: CarouselOptions = {
  autoplayMs: 2000,
  speedMs: 500,
  loop: false,
  slidesPerView: 1,
  breakpoints: { 550: 2, 750: 3, 1000: 4 },
};

/** The slides in view at a given viewport width. */
export function slidesInView(options: CarouselOptions, width: number): number {
  let count = options.slidesPerView;
  for (const [minWidth, perView] of Object.entries(options.breakpoints)) if (width >= Number(minWidth)) count = perView;
  return count;
}
