// The public origin every test build and test server is given as SITE_URL, as production must be:
// a name of its own, so a canonical link or preview that fell back to the default would show.
export const TEST_SITE_URL = 'http://www.amandeep-hospital.test';

/** Gives this process and every build and server it starts the test origin, unless one is set. */
export function applyTestSiteUrl() {
  process.env.SITE_URL ||= TEST_SITE_URL;
}
