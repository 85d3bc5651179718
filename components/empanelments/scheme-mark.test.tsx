import { render } from '@testing-library/react';
import { governmentSchemes, privateInsurers } from '@/content/empanelments-page';
import { MARK_TONES, SchemeMark, toneOf } from './scheme-mark';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('SchemeMark', () => {
  it('shows the initials, hidden from assistive technology beside the visible name', () => {
    const { container } = render(<SchemeMark name="Niva Bupa Health Insurance" />);
    const mark = container.firstElementChild;
    expect(mark).toHaveTextContent('NB');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img, svg, [style]')).toBeNull();
  });

  it('prefers the letters the content gives', () => {
    const { container } = render(
      <SchemeMark name="The New India Assurance Company" monogram="NIA" />,
    );
    expect(container).toHaveTextContent('NIA');
  });

  it('gives every row one of the tones', () => {
    for (const row of [...governmentSchemes, ...privateInsurers]) {
      expect(toneOf(row.name)).toBeGreaterThanOrEqual(0);
      expect(toneOf(row.name)).toBeLessThan(MARK_TONES.length);
    }
  });

  it('uses every tone across the tables, not one colour for all', () => {
    const tones = new Set(
      [...governmentSchemes, ...privateInsurers].map((row) => toneOf(row.name)),
    );
    expect(tones.size).toBe(MARK_TONES.length);
  });

  it.each(MARK_TONES.map(([background, text]) => [background, text]))(
    'letters on %s in %s are readable (at least 4.5:1)',
    (background, text) => {
      expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
