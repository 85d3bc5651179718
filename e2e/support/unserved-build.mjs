// A copy of the build made while the upstream was down, taken before any server runs it, so it
// holds no page and no answer cached at run time: a spec serving a copy of it sees the site as
// deployed before the upstream ever answered. scripts/run-tests.mjs makes it.
export const UNSERVED_UPSTREAM_BUILD = Object.freeze({
  from: '.next-upstream',
  distDir: '.next-upstream-unserved',
});
