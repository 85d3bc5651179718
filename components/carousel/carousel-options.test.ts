import {
  DOCTOR_PROFILE_CAROUSEL,
  TEAM_CAROUSEL,
  fitsFrom,
  perViewProperties,
  slidesInView,
} from './carousel-options';

describe('doctor profile carousel constants', () => {
  it('autoplays every 2000 ms, moves in 500 ms and does not loop', () => {
    expect(DOCTOR_PROFILE_CAROUSEL).toMatchObject({ autoplayMs: 2000, speedMs: 500, loop: false });
  });

  it.each([
    [320, 1],
    [549, 1],
    [550, 2],
    [749, 2],
    [750, 3],
    [999, 3],
    [1000, 4],
    [1440, 4],
  ])('shows the right number of slides at %i px', (width, count) => {
    expect(slidesInView(DOCTOR_PROFILE_CAROUSEL, width)).toBe(count);
  });
});

describe('doctor carousels of units, services and centres (spec constants)', () => {
  it('autoplays every 4000 ms, moves in 500 ms and does not loop', () => {
    expect(TEAM_CAROUSEL).toMatchObject({ autoplayMs: 4000, speedMs: 500, loop: false });
  });

  it.each([
    [320, 1],
    [549, 1],
    [550, 2],
    [749, 2],
    [750, 3],
    [1000, 3],
    [1440, 3],
  ])('shows the right number of slides at %i px', (width, count) => {
    expect(slidesInView(TEAM_CAROUSEL, width)).toBe(count);
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
