import { en } from './i18n/en';
import { hi } from './i18n/hi';
import { pa } from './i18n/pa';
import { emergencyCalls, emergencySites } from './emergency-page';
import { site } from './site';

describe('the emergency sites', () => {
  it('are the six units, each once', () => {
    expect(emergencySites.map((entry) => entry.id).sort()).toEqual(
      site.units.map((unit) => unit.id).sort(),
    );
  });

  it('come by city, A to Z', () => {
    const cities = emergencySites.map((entry) => entry.city);
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b)));
    expect(cities[0]).toBe('Amritsar');
  });

  it('each lie in Punjab or Kashmir, and near the city its address names', () => {
    for (const entry of emergencySites) {
      expect(entry.unit.address).toMatch(
        new RegExp(entry.city === 'Ferozepur' ? 'Fero?zepur|Firozpur' : entry.city),
      );
      const { latitude, longitude } = entry.coordinates;
      expect(latitude).toBeGreaterThan(30);
      expect(latitude).toBeLessThan(35);
      expect(longitude).toBeGreaterThan(73.5);
      expect(longitude).toBeLessThan(76);
    }
    // The two Amritsar hospitals: apart, but within a few kilometres (0.1° is about 10 km).
    const [first, second] = emergencySites.map((entry) => entry.coordinates);
    expect(first).not.toEqual(second);
    expect(Math.abs(first!.latitude - second!.latitude)).toBeLessThan(0.1);
    expect(Math.abs(first!.longitude - second!.longitude)).toBeLessThan(0.1);
  });

  it('each have an emergency number to call', () => {
    for (const entry of emergencySites) expect(entry.emergencyPhone.tel).toMatch(/^\+?\d{3,13}$/);
  });
});

describe('the while-you-wait guidance', () => {
  it('covers the five commonest emergencies, each short', () => {
    const topics = Object.values(en.emergency.firstAid);
    expect(Object.keys(en.emergency.firstAid)).toEqual([
      'chest-pain',
      'stroke',
      'road-accident',
      'burns',
      'child-fever-fits',
    ]);
    for (const topic of topics) {
      expect(topic.steps.length).toBeGreaterThanOrEqual(2);
      expect(topic.steps.length).toBeLessThanOrEqual(5);
      for (const step of topic.steps) expect(step.length).toBeLessThanOrEqual(100);
    }
  });

  it.each([
    ['Punjabi', pa],
    ['Hindi', hi],
  ])('says the same steps in %s, each topic and step in its place', (_, translated) => {
    const english = Object.values(en.emergency.firstAid);
    expect(Object.keys(translated.emergency.firstAid)).toEqual(Object.keys(en.emergency.firstAid));
    Object.values(translated.emergency.firstAid).forEach((topic, index) => {
      expect(topic.steps).toHaveLength(english[index]!.steps.length);
      // The doses and times are the same numbers in every language.
      expect(topic.steps.join(' ').match(/\d+/g) ?? []).toEqual(
        english[index]!.steps.join(' ').match(/\d+/g) ?? [],
      );
    });
  });

  it('carries a review date that is a real day, not in the future of the build', () => {
    const reviewed = emergencyCalls.guidanceReviewed;
    expect(reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${reviewed}T00:00:00Z`).toISOString().slice(0, 10)).toBe(reviewed);
    expect(Date.parse(reviewed)).toBeLessThanOrEqual(Date.now());
  });
});
