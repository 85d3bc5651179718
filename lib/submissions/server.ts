// The entry the Next.js app imports: the store must never reach a client bundle. The CLI and the
// tests import ./index directly (server-only throws outside React's server environment).
import 'server-only';

export * from './index';
