import { render } from '@testing-library/react';
import { Icon } from './icon';
import { iconSet } from './icon-set';
import { iconSprite } from '@/lib/icon-sprite';
import { socialMarks } from './social-marks';

describe('Icon', () => {
  it('points into the sprite instead of carrying the paths, hidden when decorative', () => {
    const { container } = render(<Icon name="award" size={18} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '18');
    expect(svg.querySelector('use')).toHaveAttribute('href', '/icons.svg#award');
    expect(svg.querySelector('path')).toBeNull();
  });

  it("draws the first screen's icons from the symbols inside the page", () => {
    const { container } = render(<Icon name="phone" />);
    expect(container.querySelector('use')).toHaveAttribute('href', '#icon-phone');
  });

  it('is an image with a name when it carries meaning', () => {
    const { getByRole } = render(<Icon name="check" label="Yes" />);
    expect(getByRole('img', { name: 'Yes' })).toBeInTheDocument();
  });

  it('finds every icon of the set, and every social mark, in the sprite', () => {
    const sprite = iconSprite(iconSet, socialMarks);
    for (const name of Object.keys(iconSet)) expect(sprite).toContain(`<symbol id="${name}"`);
    for (const network of Object.keys(socialMarks))
      expect(sprite).toContain(`<symbol id="social-${network}"`);
  });
});
