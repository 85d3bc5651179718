import { initialsOf } from './initials.mjs';

describe('initialsOf a person', () => {
  it.each([
    ['Dr. Gurpreet Singh Bhullar', 'GB'],
    ['Dr Simran Kaur Dhillon', 'SD'],
    ['Prof. (Col.) Harjit Singh', 'HS'],
    ['Dr. A. K. Sharma', 'AS'],
    ['Dr. Jaspreet Singh-Sandhu', 'JS'],
    ['Madhu', 'MA'],
    ['Dr. Élodie Ünal', 'ÉÜ'],
    ['Dr.', ''],
    ['', ''],
  ])('%s → %s', (name, letters) => {
    expect(initialsOf(name)).toBe(letters);
  });
});

// Moved from components/empanelments/scheme-mark.test.tsx (monogramOf), with cases of its own.
describe('initialsOf an organisation', () => {
  it.each([
    ['Star Health and Allied Insurance', 'SH'],
    ['ICICI Lombard General Insurance', 'IL'],
    ['IFFCO-Tokio General Insurance', 'IT'],
    ['ManipalCigna Health Insurance', 'MC'],
    ['Central Government Health Scheme (CGHS)', 'CG'],
    ['The Oriental Insurance Company', 'OI'],
    ['Aman Ki Asha', 'AK'],
    ['Paramount Health Services & Insurance TPA', 'PH'],
    ['Employees’ State Insurance Corporation (ESIC)', 'ES'],
  ])('%s → %s', (name, letters) => {
    expect(initialsOf(name, 'organisation')).toBe(letters);
  });
});
