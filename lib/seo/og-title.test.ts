import { titleFontSize } from './og-title';

describe('the preview title size', () => {
  it('is large for a short name and steps down as a name grows, never below 56 px', () => {
    const sizes = [
      'ENT',
      'Cardiology',
      'Plastic Reconstructive & Aesthetic Surgery',
      'Centre of Excellence for Cardiology and Cardiothoracic Surgery',
      'A'.repeat(200),
    ].map((title) => titleFontSize(title));
    expect(sizes[0]).toBe(84);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    expect(sizes.at(-1)).toBe(56);
  });
});
