import { statSync } from 'node:fs';
import path from 'node:path';
import { CSR_TOTAL_2023_PAISE, csrPage, csrProjects2023, formatPaise } from './csr-page';

describe('formatPaise', () => {
  it.each([
    [495853572, '49,58,535.72'],
    [100, '1.00'],
    [99999905, '9,99,999.05'],
    [12345678900, '12,34,56,789.00'],
  ])('%d paise reads %s', (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });
});

describe('the CSR projects of 2023-2024', () => {
  it('has exactly six projects, one table row each', () => {
    expect(csrProjects2023).toHaveLength(6);
    expect(csrPage.projects.rows).toHaveLength(6);
  });

  it('adds up to exactly 49,58,535.72, the total row shows', () => {
    const sum = csrProjects2023.reduce((total, project) => total + project.paise, 0);
    expect(sum).toBe(CSR_TOTAL_2023_PAISE);
    expect(csrPage.projects.footer).toContain('49,58,535.72');
  });

  it('shows each amount as the sum counts it', () => {
    const shown = csrPage.projects.rows.map((row) => Number(String(row[2]).replace(/,/g, '')));
    expect(Math.round(shown.reduce((a, b) => a + b, 0) * 100)).toBe(CSR_TOTAL_2023_PAISE);
  });
});

describe('the CSR page content', () => {
  it('has three initiatives with three embeddable videos each', () => {
    expect(csrPage.initiatives).toHaveLength(3);
    for (const initiative of csrPage.initiatives) {
      expect(initiative.videos).toHaveLength(3);
      for (const video of initiative.videos)
        expect(video.url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
    }
  });

  it('labels the policy link with the size of the PDF it links', () => {
    const file = path.join(__dirname, '..', 'public', csrPage.policy.href);
    expect(Math.round(statSync(file).size / 1024)).toBe(csrPage.policy.sizeKb);
    expect(csrPage.policy.label).toBe(`CSR Policy (PDF, ${csrPage.policy.sizeKb} KB)`);
  });
});
