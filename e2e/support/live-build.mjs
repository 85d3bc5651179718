import { PORT_OFFSET } from './port-offset.mjs';

// The third production build: made the way a deploy is, while the upstream answers (the stub
// upstream on this port), with a short revalidation window so that an outage spec can wait past
// it. scripts/run-tests.mjs makes it; e2e/resilience/outage.spec.ts serves it.
export const LIVE_BUILD = Object.freeze({
  distDir: '.next-live',
  stubPort: 4020 + PORT_OFFSET,
  /** HOSPITAL_API_REVALIDATE, in seconds, at build and at run time. */
  revalidateSeconds: 5,
});
