'use client';

import clsx from 'clsx';
import {
  Children,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useEarlyPressRef } from '@/components/ui/early-press';
import { Icon } from '@/components/ui/icon';
import { useShell } from '@/components/layout/shell-context';
import {
  fitsFrom,
  perViewProperties,
  slidesInView,
  type CarouselOptions,
} from './carousel-options';
import styles from './carousel.module.scss';
import { useKeepFocusInside } from './use-keep-focus';
import 'swiper/css';

interface CarouselProps {
  label: string;
  options: CarouselOptions;
  /** Gap between slides, px. */
  gap?: number;
  children: ReactNode;
}

/**
 * Slides rendered on the server as a plain scroll-snap track, complete without JavaScript.
 * Swiper is loaded only when the carousel comes into view, with the spec's timings and
 * breakpoints; autoplay pauses on hover and focus, stops with its own button (WCAG 2.2.2: a
 * visitor can stop what moves by itself) and never runs for people who prefer less motion.
 * One slide: centred, no arrows, no loop. Where every slide is in view at once, they are centred
 * and the arrows are hidden: there is nothing to move to.
 */
export function Carousel({ label, options, gap = 24, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const { words } = useShell();
  const rootRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // An arrow pressed before the page is live moves the track once it is.
  const prevRefWithPress = useEarlyPressRef(prevRef);
  const nextRefWithPress = useEarlyPressRef(nextRef);
  const single = slides.length <= 1;
  // Until swiper takes over, the track scrolls on its own: keyboard users reach it with Tab.
  const [enhanced, setEnhanced] = useState(false);
  // Whether the slides move by themselves: 'still' where they never do (no autoplay, less motion
  // preferred, swiper not yet loaded), else as the visitor last chose with the pause button.
  const [motion, setMotion] = useState<'still' | 'playing' | 'paused'>('still');
  const pausedByVisitor = useRef(false);
  const swiperRef = useRef<SwiperInstance | undefined>(undefined);
  const fitsFromWidth = fitsFrom(options, slides.length);
  useKeepFocusInside(rootRef, prevRef, nextRef);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || single) return;
    let swiper: SwiperInstance | undefined;
    let cancelled = false;

    const observer = new IntersectionObserver(
      async (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const [{ default: Swiper }, { Autoplay, Navigation, A11y, Keyboard }] = await Promise.all([
          import('swiper'),
          import('swiper/modules'),
        ]);
        if (cancelled) return;
        const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        swiper = new Swiper(viewport, {
          // On a slow phone the visitor may have swiped the plain track before swiper came: it
          // starts on that slide, not back at the first.
          initialSlide: slideAtStart(viewport, gap),
          modules: [Autoplay, Navigation, A11y, ...(options.keyboard ? [Keyboard] : [])],
          slidesPerView: options.slidesPerView,
          slidesPerGroup: 1,
          spaceBetween: gap,
          centerInsufficientSlides: true,
          speed: reducedMotion ? 0 : options.speedMs,
          loop: options.loop && slides.length > slidesInView(options, window.innerWidth),
          breakpoints: Object.fromEntries(
            Object.entries(options.breakpoints).map(([width, perView]) => [
              width,
              { slidesPerView: perView },
            ]),
          ),
          autoplay:
            options.autoplayMs > 0 && !reducedMotion
              ? { delay: options.autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false }
              : false,
          navigation: { prevEl: prevRef.current, nextEl: nextRef.current },
          keyboard: options.keyboard ? { enabled: true, onlyInViewport: true } : false,
          a11y: {
            enabled: true,
            containerMessage: label,
            slideLabelMessage: '{{index}} of {{slidesLength}}',
          },
        });
        swiperRef.current = swiper;
        setEnhanced(true);
        if (swiper.params.autoplay) setMotion(pausedByVisitor.current ? 'paused' : 'playing');
        // Keyboard users: hold still while focus is on a slide or on an arrow.
        const root = rootRef.current ?? viewport;
        root.addEventListener('focusin', () => swiper?.autoplay?.stop());
        root.addEventListener('focusout', (event) => {
          if (
            !root.contains(event.relatedTarget as Node | null) &&
            options.autoplayMs > 0 &&
            !reducedMotion &&
            !pausedByVisitor.current
          )
            swiper?.autoplay?.start();
        });
      },
      { rootMargin: '200px' },
    );
    observer.observe(viewport);
    return () => {
      cancelled = true;
      observer.disconnect();
      swiper?.destroy(true, true);
      swiperRef.current = undefined;
    };
  }, [single, slides.length, options, gap, label]);

  /**
   * Before swiper loads, the arrows scroll the plain track by one slide. A press the page replays
   * (early-press.ts) moves at once, as does any with motion reduced: the slider may take over
   * mid-glide, and it starts where the track is.
   */
  function scrollByOne(direction: 1 | -1, event: MouseEvent) {
    const viewport = viewportRef.current;
    if (!viewport || viewport.classList.contains('swiper-initialized')) return;
    const plain = plainTrack(viewport, gap);
    const glide = event.isTrusted && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    plain?.track.scrollBy({ left: direction * plain.step, behavior: glide ? 'smooth' : 'instant' });
  }

  function toggleMotion() {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    pausedByVisitor.current = motion === 'playing';
    if (pausedByVisitor.current) autoplay.stop();
    else autoplay.start();
    setMotion(pausedByVisitor.current ? 'paused' : 'playing');
  }

  const style = {
    '--gap': `${gap}px`,
    ...(single ? {} : perViewProperties(options)),
  } as CSSProperties;
  return (
    <div
      ref={rootRef}
      className={clsx(
        styles.carousel,
        single && styles.single,
        fitsFromWidth !== null && styles[`fits-from-${fitsFromWidth}`],
      )}
      // A group, not a region: it sits inside a section named by the same heading, and two
      // landmarks with one name confuse landmark navigation.
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
    >
      <div ref={viewportRef} className={clsx(styles.viewport, 'swiper')}>
        <div
          className={clsx(styles.track, 'swiper-wrapper')}
          tabIndex={single || enhanced ? undefined : 0}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              className={clsx(styles.slide, 'swiper-slide')}
              role="group"
              aria-roledescription="slide"
              aria-label={words.slideOf
                .replace('{index}', String(index + 1))
                .replace('{total}', String(slides.length))}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {single ? null : (
        <div className={styles.controls}>
          {motion === 'still' ? null : (
            <button
              type="button"
              className={styles.arrow}
              aria-label={motion === 'playing' ? words.pauseSlides : words.playSlides}
              onClick={toggleMotion}
            >
              <Icon name={motion === 'playing' ? 'pause' : 'play'} size={18} />
            </button>
          )}
          <button
            ref={prevRefWithPress}
            type="button"
            className={styles.arrow}
            aria-label={words.previousSlide}
            onClick={(event) => scrollByOne(-1, event)}
          >
            <Icon name="chevron-left" size={20} />
          </button>
          <button
            ref={nextRefWithPress}
            type="button"
            className={styles.arrow}
            aria-label={words.nextSlide}
            onClick={(event) => scrollByOne(1, event)}
          >
            <Icon name="chevron-right" size={20} />
          </button>
        </div>
      )}
    </div>
  );
}

/** The plain track (before swiper) and how far one slide moves it, or null with no slides. */
function plainTrack(viewport: HTMLElement, gap: number) {
  const track = viewport.firstElementChild as HTMLElement | null;
  const slide = track?.firstElementChild as HTMLElement | null;
  return track && slide ? { track, step: slide.offsetWidth + gap } : null;
}

/** The slide the plain track is scrolled to. */
function slideAtStart(viewport: HTMLElement, gap: number): number {
  const plain = plainTrack(viewport, gap);
  return plain ? Math.round(plain.track.scrollLeft / plain.step) : 0;
}
