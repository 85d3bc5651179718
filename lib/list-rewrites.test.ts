/** @jest-environment node */
import {
  matchHas,
  prepareDestination,
} from 'next/dist/shared/lib/router/utils/prepare-destination';
import { config as proxyConfig } from '@/proxy';
import { doctorsListView, doctorsViewFromKey, doctorsViewKey } from './doctors-query';
import { DOCTORS_LIST, LISTS, NOT_PLAIN_VALUE, listRewrites } from './list-rewrites.mjs';
import { decodeViewKey } from './view-key';

type Query = Record<string, string | string[]>;

/** The query object Next's router matches rules against: decoded, repeated keys as arrays. */
function routerQuery(search: string): Query {
  const query: Query = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const before = query[key];
    query[key] = before === undefined ? value : [before, value].flat();
  }
  return query;
}

const request = { headers: {} } as Parameters<typeof matchHas>[0];

function matchingRules(query: Query, list = DOCTORS_LIST) {
  return listRewrites(list).filter((rule) => matchHas(request, query, rule.has, rule.missing));
}

type HasConditions = Parameters<typeof matchHas>[2];
type MatcherEntry = { source: string; has: NonNullable<HasConditions> };

function proxyMatchers(source: string) {
  return (proxyConfig.matcher as (string | MatcherEntry)[]).filter(
    (entry): entry is MatcherEntry => typeof entry !== 'string' && entry.source === source,
  );
}

function proxyTakes(query: Query, list = DOCTORS_LIST): boolean {
  return proxyMatchers(list.source).some((entry) => matchHas(request, query, entry.has, []));
}

/** The list route's segment the one matching rule writes for a query. */
function rewrittenKey(query: Query, list = DOCTORS_LIST): string {
  const [rule] = matchingRules(query, list);
  if (!rule) throw new Error(`no rewrite takes ?${new URLSearchParams(query as never)}`);
  const params = matchHas(request, query, rule.has, rule.missing) as Record<string, string>;
  const { parsedDestination } = prepareDestination({
    appendParamsToQuery: false,
    destination: rule.destination,
    params,
    query,
  });
  return parsedDestination.pathname.replace(`${list.views}/`, '');
}

const plainAddresses = [
  '',
  'city=Pathankot',
  'city=gt road amritsar',
  'q=gurpreet',
  'q=Dr. Kaur',
  'category=Cardio',
  'page=2',
  'page=abc',
  'page=0',
  'q=singh&city=Srinagar&category=Ortho&page=3',
  'city=Srinagar&city=Pathankot',
  'q=&city=',
  'q=ਗੁਰਪ੍ਰੀਤ',
  'utm_source=share&city=Ferozepur',
];

const otherAddresses = [
  'q=a/b',
  'category=Obstetrics %26 Gynaecology',
  'q=100%25',
  'city=x%3Dy',
  'q=a%2Bb',
  'q=back\\slash',
  `q=${'n'.repeat(81)}`,
  'city=Pathankot&q=%0A',
];

describe('the /doctors rewrites and the proxy', () => {
  it.each(plainAddresses)('one rewrite, not the proxy, takes ?%s', (search) => {
    const query = routerQuery(search);
    expect(matchingRules(query)).toHaveLength(1);
    expect(proxyTakes(query)).toBe(false);
  });

  it.each(otherAddresses)('the proxy, and no rewrite, takes ?%s', (search) => {
    const query = routerQuery(search);
    expect(matchingRules(query)).toHaveLength(0);
    expect(proxyTakes(query)).toBe(true);
  });

  it.each(plainAddresses)('the rewrite of ?%s names the view the address asks for', (search) => {
    // Next keeps the last of repeated values; the list route reads the key the rule wrote.
    const last = Object.fromEntries(new URLSearchParams(search));
    expect(doctorsViewFromKey(rewrittenKey(routerQuery(search)))).toEqual(doctorsListView(last));
  });

  it('writes the same key the build prerenders for a city tab and for the bare list', () => {
    expect(rewrittenKey(routerQuery('city=Pathankot'))).toBe(
      doctorsViewKey(doctorsListView({ city: 'Pathankot' })),
    );
    expect(rewrittenKey({})).toBe(doctorsViewKey(doctorsListView({})));
  });
});

describe.each(LISTS.filter((list) => list !== DOCTORS_LIST))('the $source rewrites', (list) => {
  const [filter] = list.filters as [string];

  it.each(['', `${filter}=card`, `${filter}=Eye Care&page=2`, `${filter}=&page=x`, 'page=3'])(
    'one rewrite, not the proxy, takes ?%s, and its key holds the values as typed',
    (search) => {
      const query = routerQuery(search);
      expect(matchingRules(query, list)).toHaveLength(1);
      expect(proxyTakes(query, list)).toBe(false);
      const values = Object.fromEntries(new URLSearchParams(search));
      const page = /^\d+$/.test(values.page ?? '') ? values.page : '1';
      expect(decodeViewKey(rewrittenKey(query, list))).toEqual(
        values[filter] ? { [filter]: values[filter], page } : { page },
      );
    },
  );

  it.each([`${filter}=a/b`, `${filter}=100%25`, `${filter}=x%26y`])(
    'the proxy, and no rewrite, takes ?%s',
    (search) => {
      const query = routerQuery(search);
      expect(matchingRules(query, list)).toHaveLength(0);
      expect(proxyTakes(query, list)).toBe(true);
    },
  );
});

describe('the proxy matcher', () => {
  it("lists the rewrites' own pattern for every filter of every list", () => {
    for (const list of LISTS) {
      const matchers = proxyMatchers(list.source);
      expect(matchers.map((entry) => entry.has[0]?.key)).toEqual(list.filters);
      for (const entry of matchers) expect(entry.has[0]?.value).toBe(NOT_PLAIN_VALUE);
    }
  });
});
