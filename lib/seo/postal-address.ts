import type { PostalAddress } from 'schema-dts';

/**
 * A unit's address ("street, …, city, region PIN") as a PostalAddress; what does not fit that
 * shape stays whole in streetAddress.
 */
export function postalAddressOf(address: string): PostalAddress {
  const parts = address.split(',').map((part) => part.trim());
  const regionAndPin = /^(.+?)\s+(\d{6})$/.exec(parts.at(-1) ?? '');
  if (parts.length < 3 || !regionAndPin) {
    return { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'IN' };
  }
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.slice(0, -2).join(', '),
    addressLocality: parts.at(-2),
    addressRegion: regionAndPin[1],
    postalCode: regionAndPin[2],
    addressCountry: 'IN',
  };
}
