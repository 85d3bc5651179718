import { distanceKm, nearestFirst, roughDistance } from './distance';

const amritsar = { latitude: 31.634, longitude: 74.8723 };
const delhi = { latitude: 28.6139, longitude: 77.209 };

describe('distanceKm', () => {
  it('is zero from a point to itself', () => {
    expect(distanceKm(amritsar, amritsar)).toBe(0);
  });

  it('gives the great-circle distance: Amritsar to New Delhi is about 405 km', () => {
    expect(distanceKm(amritsar, delhi)).toBeGreaterThan(395);
    expect(distanceKm(amritsar, delhi)).toBeLessThan(415);
  });

  it('is the same both ways', () => {
    expect(distanceKm(delhi, amritsar)).toBeCloseTo(distanceKm(amritsar, delhi), 9);
  });

  it('makes one degree of latitude about 111 km', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111.2,
      0,
    );
  });

  it('stays finite for points on opposite sides of the earth', () => {
    const antipode = { latitude: -amritsar.latitude, longitude: amritsar.longitude - 180 };
    expect(distanceKm(amritsar, antipode)).toBeCloseTo(Math.PI * 6371.0088, 0);
  });
});

describe('nearestFirst', () => {
  const sites = [
    { id: 'delhi', coordinates: delhi },
    { id: 'amritsar', coordinates: amritsar },
    { id: 'amritsar-again', coordinates: amritsar },
  ];

  it('puts the nearest site first, with its distance', () => {
    const order = nearestFirst(sites, { latitude: 31.7, longitude: 74.9 });
    expect(order.map((site) => site.id)).toEqual(['amritsar', 'amritsar-again', 'delhi']);
    expect(order[0]!.km).toBeLessThan(10);
  });

  it('keeps sites at the same distance in the order they came', () => {
    const order = nearestFirst([...sites].reverse(), amritsar);
    expect(order.map((site) => site.id)).toEqual(['amritsar-again', 'amritsar', 'delhi']);
  });
});

describe('roughDistance', () => {
  it.each([
    [0.4, 'under 1 km'],
    [3.6, 'about 4 km'],
    [12, 'about 10 km'],
    [118, 'about 120 km'],
  ])('%d km reads "%s"', (km, said) => {
    expect(roughDistance(km)).toBe(said);
  });
});
