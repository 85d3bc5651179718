import { gzipSync } from 'node:zlib';
import { stylesheetSize, stylesheetsOf } from './sizes.mjs';

const page = `<html><head>
<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
<link rel="preload" href="/_next/static/media/font.woff2" as="font"/>
<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>
</head><body><script>self.__next_f.push([1,":HL[\\"/_next/static/chunks/a.css\\",\\"style\\"]"])</script>
<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/></body></html>`;

describe("a page's stylesheets", () => {
  it('are the sheets it links, each once, in order, and nothing it only preloads', () => {
    expect(stylesheetsOf(page)).toEqual([
      '/_next/static/chunks/a.css',
      '/_next/static/chunks/b.css',
    ]);
  });

  it('are counted and their gzip sizes summed, as fetched', async () => {
    const sheets: Record<string, string> = {
      '/_next/static/chunks/a.css': '.a{color:red}'.repeat(50),
      '/_next/static/chunks/b.css': '.b{margin:0}',
    };
    const fetched: string[] = [];
    const size = await stylesheetSize(page, async (href: string) => {
      fetched.push(href);
      return sheets[href]!;
    });
    expect(fetched).toEqual(Object.keys(sheets));
    expect(size).toEqual({
      stylesheets: 2,
      cssGzip: Object.values(sheets).reduce((sum, text) => sum + gzipSync(text).length, 0),
    });
  });
});
