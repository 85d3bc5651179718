import { render, screen } from '@testing-library/react';
import { AMAN_KI_ASHA, empanelmentsPage } from '@/content/empanelments-page';
import { AmanKiAsha } from './aman-ki-asha';

describe('AmanKiAsha', () => {
  it('shows the scheme’s terms: ₹800 a day including diet, 50% off surgery and ICU stay', () => {
    render(
      <AmanKiAsha id="aman-ki-asha" copy={empanelmentsPage.amanKiAsha} terms={AMAN_KI_ASHA} />,
    );
    const section = screen.getByRole('region', { name: /Aman Ki Asha/ });
    const terms = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(terms).toEqual([
      '₹800 a day for your stay, including diet',
      '50% off the cost of surgery and ICU stay',
    ]);
    expect(section).toContainElement(screen.getByRole('heading', { level: 2 }));
  });
});
