// E2E_PORT_OFFSET moves every port the tests listen on, so that two checkouts can run their
// browser tests at once: the config's servers, the sites and stubs specs start themselves, and
// the builds' stub upstream.
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
