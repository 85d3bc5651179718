import {
  DOCTOR_PROFILE_CAROUSEL,
  TEAM_CAROUSEL,
  fitsFrom,
  perViewProperties,
  slidesInView,
} from './carousel-options';

// Slides in view at each width: 1 below 550 px, 2 from 550, 3 from 750, then the carousel's own.
const perWidth = (from1000: number) => [
  [320, 1],
  [549, 1],
  [550, 2],
  [749, 2],
  [750, 3],
  [999, 3],
  [1000, from1000],
  [1440, from1000],
];

describe.each([
  { name: 'the doctor profile', options: DOCTOR_PROFILE_CAROUSEL, autoplayMs: 2000, from1000: 4 },
  { name: 'units, services and centres', options: TEAM_CAROUSEL, autoplayMs: 4000, from1000: 3 },
])('doctor carousels of $name (spec constants)', ({ options, autoplayMs, from1000 }) => {
  it(`autoplays every ${autoplayMs} ms, moves in 500 ms and does not loop`, () => {
    expect(options).toMatchObject({ autoplayMs, speedMs: 500, loop: false });
  });

  it.each(perWidth(from1000))('shows the right number of slides at %i px', (width, count) => {
    expect(slidesInView(options, width)).toBe(count);
  });
});

describe('the plain track before swiper loads', () => {
  it('shows the same number of slides at every spec breakpoint', () => {
    expect(perViewProperties(DOCTOR_PROFILE_CAROUSEL)).toEqual({
      '--per-view-0': 1,
      '--per-view-480': 1,
      '--per-view-550': 2,
      '--per-view-640': 2,
      '--per-view-750': 3,
      '--per-view-768': 3,
      '--per-view-1000': 4,
      '--per-view-1024': 4,
    });
  });
});

describe('when every slide fits, so there is nothing to scroll', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 550],
    [3, 750],
    [4, 1000],
    [5, null],
    [12, null],
  ])('%i slides fit from %p px', (count, width) => {
    expect(fitsFrom(DOCTOR_PROFILE_CAROUSEL, count)).toBe(width);
  });

  it('takes a carousel’s own breakpoints, whatever their order', () => {
    const options = {
      ...DOCTOR_PROFILE_CAROUSEL,
      slidesPerView: 2,
      breakpoints: { 1024: 5, 640: 3 },
    };
    expect(fitsFrom(options, 2)).toBe(0);
    expect(fitsFrom(options, 3)).toBe(640);
    expect(fitsFrom(options, 5)).toBe(1024);
  });
});
