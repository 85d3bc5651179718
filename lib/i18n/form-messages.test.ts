import { en } from '@/content/i18n/en';
import { hi } from '@/content/i18n/hi';
import { pa } from '@/content/i18n/pa';
import { localiseFormMessage, postLanguage } from './form-messages';

describe("a form's messages in the page's language", () => {
  it('are said by rule, with the values of the English message carried over', () => {
    expect(localiseFormMessage('Phone number must be 10 digits', pa.forms)).toBe(
      'ਫ਼ੋਨ ਨੰਬਰ 10 ਅੰਕਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
    );
    expect(localiseFormMessage('Please keep this under 100 characters', hi.forms)).toBe(
      'कृपया इसे 100 अक्षरों से कम रखें',
    );
    expect(
      localiseFormMessage(
        'We could not save your request. Please call us on +91 98154 00109.',
        pa.forms,
      ),
    ).toBe('ਅਸੀਂ ਤੁਹਾਡੀ ਬੇਨਤੀ ਸੰਭਾਲ ਨਹੀਂ ਸਕੇ। ਕਿਰਪਾ ਕਰਕੇ ਸਾਨੂੰ +91 98154 00109 ’ਤੇ ਕਾਲ ਕਰੋ।');
  });

  it('stay as they came in English, or when no rule says them', () => {
    expect(localiseFormMessage('Invalid email format', en.forms)).toBe('Invalid email format');
    expect(localiseFormMessage('Please choose a CV file', pa.forms)).toBe(
      'Please choose a CV file',
    );
  });
});

describe('the language a form was sent in', () => {
  const headers = (language?: string) =>
    new Headers(language ? { 'content-language': language } : {});

  it('is its language field, else its Content-Language, else English', () => {
    expect(postLanguage(headers('hi-IN'), { language: 'pa' })).toBe('pa');
    expect(postLanguage(headers('hi-IN'))).toBe('hi');
    expect(postLanguage(headers('pa'))).toBe('pa');
    expect(postLanguage(headers('fr-FR'), { language: 'de' })).toBe('en');
    expect(postLanguage(headers())).toBe('en');
  });
});
