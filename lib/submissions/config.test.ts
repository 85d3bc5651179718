/** @jest-environment node */
import { readSubmissionsConfig } from './config';

describe('submissions settings from the environment', () => {
  it('falls back to the README defaults when nothing is set', () => {
    expect(readSubmissionsConfig({}, '/srv/site')).toEqual({
      dataDir: '/srv/site/.data',
      databaseUrl: undefined,
      upstreamUrl: undefined,
      upstreamTimeoutMs: 8000,
      relayIntervalMs: 5000,
      relayBaseDelayMs: 2000,
      relayMaxDelayMs: 600_000,
      relayGiveUpAfterMs: 72 * 3_600_000,
    });
  });

  it('treats a blank variable, as a copied .env.example leaves it, as unset', () => {
    const blank = readSubmissionsConfig(
      {
        DATABASE_URL: '',
        SUBMISSIONS_DATA_DIR: ' ',
        HOSPITAL_API_URL: '',
        HOSPITAL_API_TIMEOUT_MS: '',
        RELAY_INTERVAL_MS: '',
        RELAY_GIVE_UP_AFTER_HOURS: '  ',
      },
      '/srv/site',
    );
    expect(blank).toEqual(readSubmissionsConfig({}, '/srv/site'));
  });

  it('reads every setting, the folder against the working directory and hours as milliseconds', () => {
    expect(
      readSubmissionsConfig(
        {
          DATABASE_URL: 'postgresql://site@db/requests',
          SUBMISSIONS_DATA_DIR: 'store',
          HOSPITAL_API_URL: 'https://api.example.org/api//',
          HOSPITAL_API_TIMEOUT_MS: '2000',
          RELAY_INTERVAL_MS: '300',
          RELAY_BASE_DELAY_MS: '100',
          RELAY_MAX_DELAY_MS: '500',
          RELAY_GIVE_UP_AFTER_HOURS: '2',
        },
        '/srv/site',
      ),
    ).toEqual({
      dataDir: '/srv/site/store',
      databaseUrl: 'postgresql://site@db/requests',
      upstreamUrl: 'https://api.example.org/api',
      upstreamTimeoutMs: 2000,
      relayIntervalMs: 300,
      relayBaseDelayMs: 100,
      relayMaxDelayMs: 500,
      relayGiveUpAfterMs: 2 * 3_600_000,
    });
  });

  it.each([
    ['a database that is not PostgreSQL', { DATABASE_URL: 'mysql://db/requests' }],
    ['an upstream that is not http(s)', { HOSPITAL_API_URL: 'ftp://api.example.org' }],
    ['an upstream that is not an address', { HOSPITAL_API_URL: 'not a url' }],
    ['a timeout that is not a whole number', { HOSPITAL_API_TIMEOUT_MS: '1.5' }],
    ['a relay interval of zero', { RELAY_INTERVAL_MS: '0' }],
    ['a give-up age that is not a number', { RELAY_GIVE_UP_AFTER_HOURS: 'soon' }],
  ])('refuses %s', (_what, source) => {
    expect(() => readSubmissionsConfig(source)).toThrow(/^Invalid environment/);
  });
});
