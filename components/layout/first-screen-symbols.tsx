import { FIRST_SCREEN_SYMBOLS } from '@/components/ui/first-screen-symbols';

/**
 * The first screen's icons as symbols inside the page (components/ui/first-screen-icons.ts), drawn
 * by the header so they travel in its cached code rather than again in every page's RSC payload
 * (the emergency page's header, a server component, draws them in its HTML).
 */
export function FirstScreenSymbols() {
  return (
    <svg
      width="0"
      height="0"
      aria-hidden
      focusable="false"
      style={{ position: 'absolute', overflow: 'hidden' }}
      dangerouslySetInnerHTML={{ __html: FIRST_SCREEN_SYMBOLS }}
    />
  );
}
