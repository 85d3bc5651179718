import { experienceRange, shareJobLink } from './careers';

describe('careers', () => {
  it('shows experience as a range from one year less to the years asked for', () => {
    expect(experienceRange(3)).toBe('2 - 3 years');
    expect(experienceRange(1)).toBe('0 - 1 years');
    expect(experienceRange(0)).toBe('Freshers welcome');
    expect(experienceRange(null)).toBeNull();
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
});
