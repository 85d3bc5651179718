import { postalAddressOf } from './postal-address';

describe('postalAddressOf', () => {
  it('splits street, city, region and PIN', () => {
    expect(postalAddressOf('Ferozepur Cantonment Road, Firozpur, Punjab 152001')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Ferozepur Cantonment Road',
      addressLocality: 'Firozpur',
      addressRegion: 'Punjab',
      postalCode: '152001',
      addressCountry: 'IN',
    });
  });

  it('keeps an address of another shape whole', () => {
    expect(postalAddressOf('Near the bus stand, Amritsar')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Near the bus stand, Amritsar',
      addressCountry: 'IN',
    });
  });
});
