import { wellnessPackages } from '@/content/packages-page';
import { packageBookingMessage, packageLink, packagePrice } from './package-booking';

describe('booking a package', () => {
  it('shows every price as ₹2,499', () => {
    expect(wellnessPackages.map(packagePrice)).toEqual(Array(6).fill('₹2,499'));
  });

  it('writes a message naming the package and its price', () => {
    const heart = wellnessPackages.find((pkg) => pkg.id === 'heart-health-check')!;
    expect(packageBookingMessage(heart)).toBe(
      'I would like to book the Heart Health Check (₹2,499).',
    );
  });

  it('without a script, leads to the appointment form with that message written', () => {
    for (const pkg of wellnessPackages) {
      const url = new URL(packageLink(pkg), 'https://example.org');
      expect(url.pathname).toBe('/appointment');
      expect(url.searchParams.get('message')).toBe(packageBookingMessage(pkg));
    }
  });
});
