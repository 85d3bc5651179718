// The load balancer of compose.yaml (deploy/nginx.conf) on loopback, for the scale-out test:
// Debian's nginx in the foreground, with its pid, logs and temp files in one folder of its own,
// in front of site instances on 127.0.0.1. The proxy settings are deploy/site-proxy.conf itself,
// included by path, so the test exercises what the deployment runs.
import { resolve } from 'node:path';

// From the project folder, where the test runs (import.meta is not available to the specs'
// transpiled imports).
const SITE_PROXY_CONF = resolve('deploy/site-proxy.conf');
const PAGE_CACHE_CONF = resolve('deploy/page-cache.conf');
const SECURITY_HEADERS_CONF = resolve('deploy/security-headers.conf');
const FALLBACK_HEADERS_CONF = resolve('deploy/fallback-headers.conf');

/** A path as one nginx argument, quoted (a temp folder may hold spaces). */
function quoted(path) {
  return `"${path.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * A complete nginx.conf: `nginx -c <file>` serves `listenPort` on 127.0.0.1 and balances over
 * `upstreamPorts` on 127.0.0.1, writing only inside `tempDir` (which must exist). Stop it by
 * sending SIGTERM to the process started (the master: `daemon off`). `servedByHeader` names the
 * instance that answered in an `X-Served-By` header (empty when the micro-cache answered) and the
 * cache's verdict in `X-Cache-Status`, for the test to count (never in production: it would tell
 * visitors the internal addresses). `pageCache: false` turns the micro-cache off (every request
 * reaches an instance), for measuring the instances themselves.
 * @param {{ listenPort: number, upstreamPorts: number[], tempDir: string, servedByHeader?: boolean, pageCache?: boolean }} options
 * @returns {string}
 */
export function nginxConfig({
  listenPort,
  upstreamPorts,
  tempDir,
  servedByHeader = false,
  pageCache = true,
}) {
  if (upstreamPorts.length === 0) throw new Error('nginxConfig: no upstream ports');
  const inTemp = (name) => quoted(`${tempDir.replace(/\/+$/, '')}/${name}`);
  const servers = upstreamPorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  // As root, the worker would otherwise run as nobody and could not enter tempDir (mkdtemp makes
  // it 0700) to buffer a request body; run as anyone else, nginx ignores the directive.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;
master_process on;
worker_processes 1;
pid ${inTemp('nginx.pid')};
error_log ${inTemp('error.log')} warn;

events {
  worker_connections 1024;
}

http {
  access_log ${inTemp('access.log')};
  client_body_temp_path ${inTemp('body')};
  proxy_temp_path ${inTemp('proxy')};
  fastcgi_temp_path ${inTemp('fastcgi')};
  uwsgi_temp_path ${inTemp('uwsgi')};
  scgi_temp_path ${inTemp('scgi')};
  server_tokens off;
  include ${quoted(PAGE_CACHE_CONF)};
  include ${quoted(SECURITY_HEADERS_CONF)};
  proxy_cache_path ${inTemp('pages')} levels=1:2 keys_zone=pages:1m inactive=10m use_temp_path=off;

  upstream site {
${servers}
    keepalive 16;
    # Below Node's 5 s keep-alive, so nginx never reuses a connection the instance is closing.
    keepalive_timeout 4s;
  }

  server {
    listen 127.0.0.1:${listenPort};
    include ${quoted(FALLBACK_HEADERS_CONF)};

    location / {
      include ${quoted(SITE_PROXY_CONF)};
      include ${quoted(FALLBACK_HEADERS_CONF)};${pageCache ? '' : '\n      proxy_cache_bypass 1;\n      proxy_no_cache 1;'}${servedByHeader ? '\n      add_header X-Served-By $upstream_addr always;\n      add_header X-Cache-Status $upstream_cache_status always;' : ''}
    }
  }
}
`;
}
