import { experienceRange, jobShareData, shareJobLink } from './jobs';

describe('careers', () => {
  it('shows experience as a range from one year less to the years asked for, with an en dash', () => {
    expect(experienceRange(3)).toBe('2 to 3 years');
    expect(experienceRange(1)).toBe('0 to 1 years');
    expect(experienceRange(12)).toBe('11 to 12 years');
  });

  it('welcomes freshers when a job asks for no experience or gives none', () => {
    expect(experienceRange(0)).toBe('Freshers welcome');
    expect(experienceRange(null)).toBe('Freshers welcome');
  });

  it('shares a job as a pre-filled text message with a link to its page', () => {
    const link = shareJobLink(
      { name: 'Staff Nurse (ICU)', slug: 'staff-nurse-icu' },
      'https://www.example.org',
    );
    expect(link.startsWith('sms:?&body=')).toBe(true);
    expect(decodeURIComponent(link.slice('sms:?&body='.length))).toBe(
      'Amandeep Hospital is hiring: Staff Nurse (ICU). Apply at https://www.example.org/careers/staff-nurse-icu',
    );
  });

  it("gives the share sheet the job's title, the message and its absolute address", () => {
    expect(jobShareData({ name: 'Pharmacist', slug: 'pharmacist' }, 'https://x.org')).toEqual({
      title: 'Pharmacist | Amandeep Hospital',
      text: 'Amandeep Hospital is hiring: Pharmacist. Apply at https://x.org/careers/pharmacist',
      url: 'https://x.org/careers/pharmacist',
    });
  });

  it('escapes a slug with characters that do not belong in a path', () => {
    expect(jobShareData({ name: 'A', slug: 'a b&c' }, 'https://x.org').url).toBe(
      'https://x.org/careers/a%20b%26c',
    );
  });
});
