import { excerpt, fitWithin, htmlToText } from './excerpt';

describe('plain text of an HTML description', () => {
  it('drops tags, scripts and styles and collapses whitespace', () => {
    expect(
      htmlToText('<p>Heart <b>care</b></p>\n<script>alert(1)</script><style>p{}</style> <br/>here'),
    ).toBe('Heart care here');
  });

  it.each([
    ['Knee &amp; hip', 'Knee & hip'],
    ['&lt;not a tag&gt;', '<not a tag>'],
    ['Dr&apos;s note &#39;quoted&#39; &quot;double&quot;', "Dr's note 'quoted' \"double\""],
    ['24&times;7 care &ndash; every day &mdash; since 1990', '24×7 care – every day — since 1990'],
    ['Fees in &#8377; and &#x20B9;', 'Fees in ₹ and ₹'],
    ['caf&eacute; &hellip; &rsquo;s', 'café … ’s'],
    ['non&nbsp;breaking', 'non breaking'],
    ['an &unknown; entity stays', 'an &unknown; entity stays'],
  ])('decodes every entity: %s', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('an excerpt of a text', () => {
  it('keeps a short text whole and cuts a long one with an ellipsis', () => {
    expect(excerpt('one two three', 5)).toBe('one two three');
    expect(excerpt('one two three four', 2)).toBe('one two…');
  });

  it('drops the punctuation a cut leaves before the ellipsis, keeping the word count', () => {
    expect(excerpt("It is not only a man's illness, but every", 6)).toBe("It is not only a man's…");
    expect(excerpt("It is not only a man's illness, but every", 7)).toBe(
      "It is not only a man's illness…",
    );
    expect(excerpt('more cough, more wheeze', 2)).toBe('more cough…');
    expect(excerpt('Asthma: what to do', 1)).toBe('Asthma…');
    // A mark standing alone as a word stays, so the count is still the one asked for.
    expect(excerpt('Before — after', 2)).toBe('Before —…');
  });

  it('gives the spec’s 30-word and 10-word excerpts exactly that many words', () => {
    const text = Array.from({ length: 40 }, (_, index) => `word${index},`).join(' ');
    for (const words of [30, 10]) {
      const cut = excerpt(text, words);
      expect(cut.split(' ')).toHaveLength(words);
      expect(cut.endsWith(`word${words - 1}…`)).toBe(true);
    }
  });
});

describe('a text fitted within a length', () => {
  const advert =
    'Provide bedside nursing care to critically ill patients in our intensive care unit. Work with doctors on ventilator care and monitoring. BLS and ACLS training is provided.';

  it('keeps a text that fits, and otherwise the whole sentences that fit', () => {
    expect(fitWithin('Short and clear.', 158)).toBe('Short and clear.');
    expect(fitWithin(advert, 158)).toBe(
      'Provide bedside nursing care to critically ill patients in our intensive care unit. Work with doctors on ventilator care and monitoring.',
    );
  });

  it('cuts a first sentence that is too long at a word, with an ellipsis, within the length', () => {
    const fitted = fitWithin(advert.replace(/\. /g, ', '), 60);
    expect(fitted).toBe('Provide bedside nursing care to critically ill patients in…');
    expect(fitted.length).toBeLessThanOrEqual(60);
  });
});
