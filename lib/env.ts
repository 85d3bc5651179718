import * as z from 'zod';

/** A blank value counts as unset (as a copied .env.example leaves it), so the default applies. */
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const positiveWhole = (fallback: number) =>
  z.preprocess(blankAsUnset, z.coerce.number().int().positive().default(fallback));

const nonNegativeWhole = (fallback: number) =>
  z.preprocess(blankAsUnset, z.coerce.number().int().nonnegative().default(fallback));

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url({ protocol: /^https?$/ }).optional())
  .optional();

const envSchema = z.object({
  /** Base address of the upstream hospital API, e.g. https://api.example.org/api. Unset: embedded catalogue. */
  HOSPITAL_API_URL: optionalUrl,
  /** Public origin of the site, used for canonical links and absolute Open Graph URLs. */
  SITE_URL: optionalUrl,
  /** Milliseconds before an upstream call is abandoned. */
  HOSPITAL_API_TIMEOUT_MS: positiveWhole(8000),
  /** Seconds an upstream response is reused before it is fetched again. */
  HOSPITAL_API_REVALIDATE: nonNegativeWhole(300),
  /** A form sent back faster than this after it was shown is stored but held for staff to check. */
  FORM_MIN_FILL_MS: nonNegativeWhole(2500),
  /** Form posts allowed per client address and form, per minute. */
  FORM_RATE_LIMIT_PER_MINUTE: positiveWhole(10),
  /** Status looks (the /request-status form's posts) allowed per client address, and per reference, per hour. */
  STATUS_LOOKUPS_PER_HOUR_PER_ADDRESS: positiveWhole(10),
  STATUS_LOOKUPS_PER_HOUR_PER_REFERENCE: positiveWhole(10),
  /**
   * How many reverse proxies in front of the site append to X-Forwarded-For. 0: the site faces
   * visitors directly and the rate limit keys on the socket's address; the header is the
   * client's to forge.
   */
  TRUST_PROXY_HOPS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(10).default(0)),
  /** Public address of the checkout service; unset, a local test session is used. */
  CHECKOUT_API_URL: optionalUrl,
  /**
   * The host a checkout session may send the browser to (https only). Unset: the host of
   * CHECKOUT_API_URL.
   */
  CHECKOUT_REDIRECT_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+(:\d+)?$/)
    .optional()
    .catch(undefined),
  /** Shared secret of POST /api/revalidate; unset, the endpoint refuses every call. */
  REVALIDATE_SECRET: z.string().trim().min(16).optional().catch(undefined),
  /** PostgreSQL for the submissions store, shared by every site instance. Unset: PGlite. */
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /**
   * Redis shared by every site instance (the form rate limit counts there). Unset: each instance
   * counts in its own memory. May hold a password: never logged.
   */
  REDIS_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^rediss?:\/\/[^\s]+$/, 'must start with redis:// or rediss://')
      .optional(),
  ),
  /** Folder of the embedded store (PGlite) and uploaded CVs, relative to the working directory. */
  SUBMISSIONS_DATA_DIR: z.preprocess(blankAsUnset, z.string().trim().default('.data')),
  /** How the outbox relay retries delivery to the hospital API (capped exponential backoff). */
  RELAY_INTERVAL_MS: positiveWhole(5000),
  RELAY_BASE_DELAY_MS: positiveWhole(2000),
  RELAY_MAX_DELAY_MS: positiveWhole(600_000),
  /** How long after it arrived a request keeps being retried before it is dead. */
  RELAY_GIVE_UP_AFTER_HOURS: positiveWhole(72),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

let cached: Env | undefined;

/** The environment, read and validated once per process. */
export function env(): Env {
  cached ??= readEnv();
  return cached;
}

export const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * The origin the build was made for: next.config.mjs writes SITE_URL into the code as it builds.
 * A server started without SITE_URL keeps naming it, so pages it regenerates do not switch to
 * another origin than the ones it prerendered.
 */
export function builtSiteUrl(
  value: string | undefined = process.env.BUILT_SITE_URL,
): string | undefined {
  const parsed = optionalUrl.safeParse(value ?? '');
  return parsed.success ? parsed.data : undefined;
}

export function siteUrl(): string {
  return (env().SITE_URL ?? builtSiteUrl() ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
}

/**
 * What a production server without SITE_URL would get wrong, said once at start-up: every
 * canonical link, sitemap address and link preview would name the build's origin, or the default.
 */
export function siteUrlWarning(
  values: Env = env(),
  built: string | undefined = builtSiteUrl(),
): string | null {
  if (values.SITE_URL) return null;
  return built
    ? `SITE_URL is not set: canonical links, the sitemap and link previews keep the origin the site was built for, ${built}. Set it to the site's public origin.`
    : `SITE_URL is not set: canonical links, the sitemap and link previews will point at ${DEFAULT_SITE_URL}. Set it to the site's public origin, e.g. https://www.example.org.`;
}
