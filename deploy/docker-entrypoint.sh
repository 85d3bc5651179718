#!/bin/sh
# The container's entry (Dockerfile ENTRYPOINT): refuses to start the site without SITE_URL, then
# runs the command it is given (`node server.js`). Without it, canonical links, og:url, og:image,
# the sitemap and the JSON-LD would all name http://localhost:3000: a production site that search
# engines and link previews would send to the visitor's own machine. The server only warns (it
# cannot tell a production container from `next start` on a laptop); a container can.
set -eu

case "${SITE_URL:-}" in
  http://?* | https://?*) ;;
  '')
    echo "Refusing to start: SITE_URL is not set. Set it to the site's public origin, e.g. SITE_URL=https://www.example.org (canonical links, the sitemap, link previews and JSON-LD are built from it)." >&2
    exit 64
    ;;
  *)
    echo "Refusing to start: SITE_URL must be the site's public origin, starting with http:// or https:// (it is '${SITE_URL}')." >&2
    exit 64
    ;;
esac

exec "$@"
