import { formatRupees } from '@/content/rupees';
import { PACKAGE_PRICE_RUPEES, packagesPage, wellnessPackages } from './packages-page';

describe('the wellness packages', () => {
  it('are six, each with its own id and name', () => {
    expect(wellnessPackages).toHaveLength(6);
    expect(new Set(wellnessPackages.map((pkg) => pkg.id)).size).toBe(6);
    expect(new Set(wellnessPackages.map((pkg) => pkg.packageName)).size).toBe(6);
  });

  it.each(wellnessPackages.map((pkg) => [pkg.packageName, pkg] as const))(
    '%s costs 2499, shown as ₹2,499',
    (_, pkg) => {
      expect(pkg.price).toBe(2499);
      expect(formatRupees(pkg.price)).toBe('₹2,499');
    },
  );

  it.each(wellnessPackages.map((pkg) => [pkg.packageName, pkg] as const))(
    '%s lists five different inclusions',
    (_, pkg) => {
      expect(pkg.inclusions).toHaveLength(5);
      expect(new Set(pkg.inclusions).size).toBe(5);
      for (const item of pkg.inclusions) expect(item.trim()).not.toBe('');
    },
  );

  it('the page names the price in its title and description', () => {
    const price = formatRupees(PACKAGE_PRICE_RUPEES);
    expect(packagesPage.metaTitle(price)).toBe('Health Check Packages at ₹2,499');
    expect(packagesPage.metaDescription(price)).toContain('₹2,499 each');
    expect(packagesPage.metaDescription(price).length).toBeLessThanOrEqual(200);
  });
});
