import { pa } from '@/content/i18n/pa';
import { hi } from '@/content/i18n/hi';
import { searchSuggestionsCopy, suggestionCopy } from './suggestion-copy';

describe("the doctor search's suggestion words", () => {
  it('count in English as before', () => {
    const copy = searchSuggestionsCopy;
    expect(copy.speciality(0)).toBe('Speciality');
    expect(copy.speciality(1)).toBe('Speciality · 1 doctor');
    expect(copy.speciality(12)).toBe('Speciality · 12 doctors');
    expect(copy.found({ doctors: 3, specialities: 0 })).toBe('3 doctors found');
    expect(copy.found({ doctors: 1, specialities: 2 })).toBe('1 doctor and 2 specialities found');
    expect(copy.found({ doctors: 0, specialities: 1 })).toBe('1 speciality found');
    expect(copy.allDoctors(7)).toBe('See all 7 doctors');
    expect(copy.doctorsOf(1)).toBe('See its doctor');
    expect(copy.nothingFound('xyz')).toBe('Nothing matches “xyz”');
  });

  it('count by Punjabi and Hindi rules, where 0 and 1 take the same form', () => {
    const punjabi = suggestionCopy(pa.suggestions, 'pa-IN');
    expect(punjabi.found({ doctors: 0, specialities: 1 })).toBe('1 ਸਪੈਸ਼ਲਿਟੀ ਮਿਲੇ');
    expect(punjabi.found({ doctors: 0, specialities: 3 })).toBe('3 ਸਪੈਸ਼ਲਿਟੀਆਂ ਮਿਲੇ');
    expect(punjabi.allDoctors(9)).toBe('ਸਾਰੇ 9 ਡਾਕਟਰ ਦੇਖੋ');
    const hindi = suggestionCopy(hi.suggestions, 'hi-IN');
    expect(hindi.doctorsOf(1)).toBe('इसके डॉक्टर देखें');
    expect(hindi.doctorsOf(4)).toBe('इसके 4 डॉक्टर देखें');
    expect(hindi.specialitiesHeading('knee')).toBe('“knee” के लिए स्पेशियलिटी');
  });
});
