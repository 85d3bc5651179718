import { site } from '@/content/site';
import { sitePageBySlug, sitePages } from '@/content/site-pages';
import { sitePagePreview } from './site-page-preview';

describe('sitePagePreview', () => {
  it('gives a legal page its kind, its name and when it was last updated', () => {
    expect(sitePagePreview(sitePageBySlug('privacy-policy')!)).toEqual({
      kind: 'Legal',
      title: 'Privacy Policy',
      line: expect.stringMatching(/^Last updated \d{1,2} [A-Z][a-z]+ 20\d\d$/),
    });
  });

  it('never spells the brand on a card whose logo already shows it', () => {
    for (const page of sitePages) {
      const { kind, line, footer } = sitePagePreview(page);
      expect([kind, line, footer].join(' ')).not.toContain(site.brand);
    }
  });
});
