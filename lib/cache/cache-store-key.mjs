/**
 * Where the process's cache store is found by the health check: on globalThis, because Next loads
 * the cache handler by itself while the routes are bundled with copies of their own of a module.
 */
export const CACHE_STORE = Symbol.for('amandeep-hospital.cache.store');
