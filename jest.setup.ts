import '@testing-library/jest-dom';

// jsdom lays nothing out, so it has no IntersectionObserver: here nothing ever comes into view,
// and components that wait for the viewport (the carousel's swiper) stay server-rendered.
class InertIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (typeof window !== 'undefined' && !('IntersectionObserver' in window)) {
  Object.assign(window, { IntersectionObserver: InertIntersectionObserver });
}
