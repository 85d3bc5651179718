import * as z from 'zod';

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
  HOSPITAL_API_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** Seconds an upstream response is reused before it is fetched again. */
  HOSPITAL_API_REVALIDATE: z.coerce.number().int().nonnegative().default(300),
  /** A form sent back faster than this after it was shown is treated as automated. */
  FORM_MIN_FILL_MS: z.coerce.number().int().nonnegative().default(2500),
  /** Form posts allowed per client address and form, per minute. */
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /**
   * How many reverse proxies in front of the site append to X-Forwarded-For. 0: the site faces
   * visitors directly and the rate limit keys on the socket's address; the header is the
   * client's to forge.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
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

export function siteUrl(): string {
  return (env().SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
}
