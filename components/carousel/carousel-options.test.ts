import { DOCTOR_PROFILE_CAROUSEL, perViewProperties, slidesInView } from './carousel-options';

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
