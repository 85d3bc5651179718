import { render } from '@testing-library/react';
import { withWholeReferences } from './whole-references';

describe('withWholeReferences', () => {
  it('keeps a reference in a hint on one line, with the words around it as they were', () => {
    const { container } = render(
      <p>{withWholeReferences('ਇਹ ਤੁਹਾਡੇ ਧੰਨਵਾਦ ਵਾਲੇ ਪੰਨੇ ਉੱਤੇ ਲਿਖਿਆ ਹੈ, ਜਿਵੇਂ AH-7KQ2M9XD।')}</p>,
    );
    // The class that sets white-space: nowrap (CSS modules are names only under Jest).
    const whole = container.querySelector('span.whole');
    expect(whole).toHaveTextContent(/^AH-7KQ2M9XD$/);
    expect(container).toHaveTextContent('ਇਹ ਤੁਹਾਡੇ ਧੰਨਵਾਦ ਵਾਲੇ ਪੰਨੇ ਉੱਤੇ ਲਿਖਿਆ ਹੈ, ਜਿਵੇਂ AH-7KQ2M9XD।');
  });

  it('keeps the prefix whole where a hint names only the prefix', () => {
    const { container } = render(
      <p>
        {withWholeReferences('It starts with AH-, as on your thank-you page, e.g. AH-7KQ2M9XD.')}
      </p>,
    );
    expect([...container.querySelectorAll('span')].map((span) => span.textContent)).toEqual([
      'AH-',
      'AH-7KQ2M9XD',
    ]);
  });

  it('leaves a text without a reference as it is', () => {
    expect(withWholeReferences('The number you gave with your request.')).toBe(
      'The number you gave with your request.',
    );
  });
});
