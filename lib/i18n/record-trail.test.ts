import { doctorBreadcrumb } from '@/lib/doctors/profile';
import { recordTrailIn } from './record-trail';

describe("a record page's trail", () => {
  const doctor = { name: 'Dr. Asha Verma', slug: 'dr-asha-verma' };

  it('stays as it is in English', () => {
    expect(recordTrailIn('en', doctorBreadcrumb(doctor), 'Doctors')).toEqual(
      doctorBreadcrumb(doctor),
    );
  });

  it("is in the page's language under its prefix, the record's name in English", () => {
    expect(recordTrailIn('pa', doctorBreadcrumb(doctor), 'ਡਾਕਟਰ')).toEqual([
      { name: 'ਮੁੱਖ ਪੰਨਾ', path: '/pa' },
      { name: 'ਡਾਕਟਰ', path: '/pa/doctors' },
      { name: 'Dr. Asha Verma', path: '/pa/doctor/dr-asha-verma', lang: 'en' },
    ]);
  });
});
