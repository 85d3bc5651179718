import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  internationalPatientsPage,
  internationalStats,
  journeySteps,
  patientStories,
} from './international-patients-page';

describe('the international patients page content', () => {
  it('shows the four figures of the spec, in order', () => {
    expect(internationalStats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '20K patients treated',
      '130+ countries',
      '6 hospitals',
      '30+ specialities',
    ]);
  });

  it('has eleven journey steps, from the first message to the follow-up at home', () => {
    expect(journeySteps).toHaveLength(11);
    expect(new Set(journeySteps.map((step) => step.title)).size).toBe(11);
    expect(journeySteps[0]?.title).toBe('Send us your reports');
    expect(journeySteps[10]?.title).toBe('Follow-up at home');
  });

  it('tells patient stories by first name and country only', () => {
    expect(patientStories.length).toBeGreaterThanOrEqual(3);
    for (const story of patientStories) {
      expect(story.name).toMatch(/^[A-Z][a-z]+$/);
      expect(story.country).not.toBe('');
      expect(story.quote.length).toBeLessThanOrEqual(160);
    }
  });

  it('covers visas, airport pickup, language, payment and lodging', () => {
    expect(internationalPatientsPage.practical.topics.map((topic) => topic.icon)).toEqual([
      'visa',
      'pickup',
      'language',
      'payment',
      'stay',
    ]);
  });

  it('gives a WhatsApp chat to the hospital number and an email address', () => {
    const { contact } = internationalPatientsPage;
    expect(contact.whatsappHref).toMatch(/^https:\/\/wa\.me\/\d{12}\?text=.+/);
    expect(contact.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/);
  });

  it('has its image under public/', () => {
    const file = path.join(process.cwd(), 'public', internationalPatientsPage.image.src);
    expect(existsSync(file)).toBe(true);
  });
});
