import { render } from '@testing-library/react';
import { EmailAddress } from './email-address';

describe('an email address in a narrow column', () => {
  it('reads as one address and may break only after the @ and before a dot', () => {
    const { container } = render(
      <a href="mailto:pathankot@amandeephospital.org">
        <EmailAddress address="pathankot@amandeephospital.org" />
      </a>,
    );
    expect(container.textContent).toBe('pathankot@amandeephospital.org');
    expect(container.querySelector('a')!.innerHTML).toBe(
      '<span>pathankot@<wbr>amandeephospital<wbr>.org</span>',
    );
  });
});
