import { site } from '@/content/site';
import {
  AMAN_KI_ASHA,
  EMPANELMENT_UNITS,
  empanelmentsPage,
  governmentSchemes,
  privateInsurers,
  unitLabel,
} from './empanelments-page';

const rows = [...governmentSchemes, ...privateInsurers];

describe('the empanelment tables', () => {
  it('list 11 government schemes and public-sector units, and 34 insurers and TPAs', () => {
    expect(governmentSchemes).toHaveLength(11);
    expect(privateInsurers).toHaveLength(34);
  });

  it('keep each table to its kinds of cover', () => {
    for (const row of governmentSchemes)
      expect(['government', 'public-sector', 'hospital']).toContain(row.kind);
    for (const row of privateInsurers) expect(['insurer', 'tpa']).toContain(row.kind);
  });

  it('name each scheme, insurer and TPA once', () => {
    const names = rows.map((row) => row.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const row of rows) expect(row.name.trim()).toBe(row.name);
  });

  it('say yes or no for each of the six hospitals on every row', () => {
    for (const row of rows) {
      for (const key of ['h', 'm', 'p', 'f', 's', 't'] as const)
        expect(typeof row[key]).toBe('boolean');
    }
  });

  it('have no row that no hospital accepts', () => {
    for (const row of rows) expect(EMPANELMENT_UNITS.some((unit) => row[unit.key])).toBe(true);
  });

  it('include Ayushman Bharat (PM-JAY) everywhere, and the J&K scheme at Srinagar', () => {
    const pmjay = governmentSchemes.find((row) => row.name === 'Ayushman Bharat (PM-JAY)');
    expect(pmjay).toMatchObject({ h: true, m: true, p: true, f: true, s: true, t: true });
    const sehat = governmentSchemes.find((row) => /Jammu and Kashmir/.test(row.name));
    expect(sehat?.s).toBe(true);
  });

  it('head the columns with the six hospitals in the spec order, main hospital first', () => {
    expect(EMPANELMENT_UNITS.map((unit) => unit.key)).toEqual(['h', 'm', 'p', 'f', 's', 't']);
    expect(new Set(EMPANELMENT_UNITS.map((unit) => unit.unitId)).size).toBe(site.units.length);
    expect(EMPANELMENT_UNITS.map((unit) => unitLabel(unit.unitId))).toEqual([
      'GT Road, Amritsar',
      'Medicity, Amritsar',
      'Pathankot',
      'Ferozepur',
      'Srinagar',
      'Tarn Taran',
    ]);
  });

  it('read a tick and a cross in words', () => {
    expect(empanelmentsPage.tables.yes).toBe('Empanelled');
    expect(empanelmentsPage.tables.no).toBe('Not empanelled');
  });
});

describe('the Aman Ki Asha scheme', () => {
  it('is a row of the government table', () => {
    expect(governmentSchemes.map((row) => row.name)).toContain('Aman Ki Asha');
  });

  it('charges ₹800 a day including diet, with 50% off surgery and ICU stay', () => {
    expect(AMAN_KI_ASHA).toEqual({ rupeesPerDay: 800, discountPercent: 50 });
    expect(empanelmentsPage.amanKiAsha.perDay).toMatch(/a day .*including diet/);
    expect(empanelmentsPage.amanKiAsha.discount).toMatch(/surgery and ICU stay/);
  });
});

describe('the page copy', () => {
  it('says the insurance desk confirms cover before admission', () => {
    expect(empanelmentsPage.tables.note).toMatch(/insurance desk/);
    expect(empanelmentsPage.tables.note).toMatch(/confirm your cover .* before you are admitted/);
  });

  it('asks for the policy card, identity and prescription at the desk', () => {
    const bring = empanelmentsPage.desk.bring.join(' ');
    expect(bring).toMatch(/policy/);
    expect(bring).toMatch(/identity/);
    expect(bring).toMatch(/prescription/);
  });

  it('keeps its FAQ within the six questions a page shows', () => {
    expect(empanelmentsPage.faq.items.length).toBeGreaterThan(0);
    expect(empanelmentsPage.faq.items.length).toBeLessThanOrEqual(6);
  });
});
