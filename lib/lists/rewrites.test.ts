/** @jest-environment node */
import {
  matchHas,
  prepareDestination,
} from 'next/dist/shared/lib/router/utils/prepare-destination';
import { NextRequest } from 'next/server';
import { config as proxyConfig, proxy } from '@/proxy';
import { doctorsList } from '@/lib/doctors/list';
import { doctorsListView } from '@/lib/doctors/query';
import { ANY_VALUE, DOCTORS_LIST, LISTS, NOT_PLAIN_VALUE, PAGE_NUMBER } from './addresses.mjs';
import { allListRewrites, listRewrites } from './rewrites.mjs';
import type { ListView } from './define-list';
import { searchableListAt, searchableLists, type SearchableList } from './searchable-lists';
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

/** First pages with plain values: a rule of Next's router copies them. */
const plainAddresses = [
  '',
  'city=Pathankot',
  'city=gt road amritsar',
  'q=gurpreet',
  'q=Dr. Kaur',
  'category=Cardio',
  'q=singh&city=Srinagar&category=Ortho',
  'page=abc',
  'page=1x',
  'city=Srinagar&city=Pathankot',
  'q=&city=',
  'q=ਗੁਰਪ੍ਰੀਤ',
  'utm_source=share&city=Ferozepur',
];

/** A later page, or a value a rule cannot copy: the proxy writes the key. */
const otherAddresses = [
  'page=2',
  'page=0',
  'q=singh&city=Srinagar&category=Ortho&page=3',
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
    expect(doctorsList.viewFromKey(rewrittenKey(routerQuery(search)))).toEqual(
      doctorsListView(last),
    );
  });

  it('writes the same key the build prerenders for a city tab and for the bare list', () => {
    expect(rewrittenKey(routerQuery('city=Pathankot'))).toBe(
      doctorsList.keyOf(doctorsListView({ city: 'Pathankot' })),
    );
    expect(rewrittenKey({})).toBe(doctorsList.keyOf(doctorsListView({})));
  });
});

describe.each(LISTS.filter((list) => list !== DOCTORS_LIST))('the $source rewrites', (list) => {
  const [filter] = list.filters as [string];

  it.each(['', `${filter}=`, `${filter}=&page=x`, 'page=one'])(
    'its one rule, not the proxy, takes the bare list ?%s, as its first page',
    (search) => {
      const query = routerQuery(search);
      expect(matchingRules(query, list)).toHaveLength(1);
      expect(proxyTakes(query, list)).toBe(false);
      expect(decodeViewKey(rewrittenKey(query, list))).toEqual({ page: '1' });
    },
  );

  it.each([
    `${filter}=card`,
    `${filter}=Eye Care&page=2`,
    'page=3',
    `${filter}=a/b`,
    `${filter}=100%25`,
    `${filter}=x%26y`,
  ])('the proxy, and no rule, takes a search or a later page: ?%s', (search) => {
    const query = routerQuery(search);
    expect(matchingRules(query, list)).toHaveLength(0);
    expect(proxyTakes(query, list)).toBe(true);
  });
});

describe('the rules and the proxy matcher', () => {
  it('keep the rules few: every one costs every request of the site', () => {
    // One per combination of the doctors filters, one bare address for each other list.
    expect(allListRewrites()).toHaveLength(2 ** DOCTORS_LIST.filters.length + LISTS.length - 1);
  });

  it('name, for each list, what its rules leave to the proxy', () => {
    for (const list of LISTS) {
      const matchers = proxyMatchers(list.source).map((entry) => entry.has[0]);
      const filterValue = list.ruledFilters ? NOT_PLAIN_VALUE : ANY_VALUE;
      expect(matchers).toEqual([
        ...list.filters.map((key) => ({ type: 'query', key, value: filterValue })),
        { type: 'query', key: 'page', value: PAGE_NUMBER },
      ]);
    }
  });
});

/** The key of a list's first view (each list's keyOf takes its own kind of view). */
const firstKey = (list: SearchableList) =>
  (list.keyOf as (view: ListView) => string)(list.firstView);

describe('each list definition', () => {
  it.each(searchableLists.map((list) => [list.address.source, list] as const))(
    '%s is built on its address, whose rules the rewrites hold',
    (_source, list) => {
      expect(LISTS).toContain(list.address);
      expect(allListRewrites()).toEqual(expect.arrayContaining(listRewrites(list.address)));
    },
  );

  it.each(searchableLists.map((list) => [list.address.source, list] as const))(
    'serves the bare %s from its view route, the key the build prerenders',
    (source, list) => {
      const [rule] = matchingRules({}, list.address);
      expect(rule?.source).toBe(source);
      expect(rule?.destination).toBe(`${source}/view/${firstKey(list)}`);
      expect(list.staticParams()).toContainEqual({ view: firstKey(list) });
    },
  );

  it('is one of the lists next.config.mjs rewrites, and every list has one', () => {
    expect(searchableLists.map((list) => list.address)).toEqual(LISTS);
  });
});

describe('an address that is no list', () => {
  const others = ['/doctor', '/blog', '/speciality', '/wards', '/doctors/view', '/blogs/heart'];

  it.each(others)('%s has no rewrite rule', (path) => {
    expect(allListRewrites().filter((rule) => rule.source === path)).toEqual([]);
    expect(searchableListAt(path)).toBeUndefined();
  });

  it.each(others)('%s?q=heart&page=2 is not rewritten by the proxy', async (path) => {
    const response = await proxy(new NextRequest(`http://localhost${path}?q=heart&page=2`));
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it.each([
    ['/doctors?city=srinagar&page=2', '/doctors/view/city=Srinagar&page=2'],
    ['/specialities?category=card', '/specialities/view/category=card&page=1'],
    ['/blogs?q=heart&page=3', '/blogs/view/q=heart&page=3'],
  ])('while the proxy rewrites %s to %s', async (address, viewPath) => {
    const response = await proxy(new NextRequest(`http://localhost${address}`));
    const rewritten = new URL(response.headers.get('x-middleware-rewrite') ?? '');
    expect(rewritten.pathname).toBe(viewPath);
    expect(rewritten.search).toBe('');
  });
});
