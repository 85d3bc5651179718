import { breadcrumbJsonLd, homeCrumb } from './breadcrumbs';

describe('BreadcrumbList', () => {
  it('numbers the steps from 1 and gives each one with a path its full address', () => {
    expect(
      breadcrumbJsonLd(
        [homeCrumb, { name: 'Doctors', path: '/doctors' }, { name: 'Dr. A', path: '/doctor/dr-a' }],
        'https://www.example.org',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.org/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Doctors',
          item: 'https://www.example.org/doctors',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Dr. A',
          item: 'https://www.example.org/doctor/dr-a',
        },
      ],
    });
  });

  it('leaves the address out for a step without one, as the current page may be', () => {
    const list = breadcrumbJsonLd([homeCrumb, { name: 'Careers' }], 'https://www.example.org');
    expect(list.itemListElement).toEqual([
      expect.objectContaining({ name: 'Home' }),
      { '@type': 'ListItem', position: 2, name: 'Careers' },
    ]);
  });
});
