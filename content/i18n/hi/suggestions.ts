import type { Messages } from '../types';

export const suggestions: Messages['suggestions'] = {
  doctorsGroup: 'नाम से मिलते डॉक्टर',
  specialitiesHeading: '“{text}” के लिए स्पेशियलिटी',
  speciality: 'स्पेशियलिटी',
  specialityWithDoctors: { one: 'स्पेशियलिटी · # डॉक्टर', other: 'स्पेशियलिटी · # डॉक्टर' },
  allDoctors: { one: '# डॉक्टर देखें', other: 'सभी # डॉक्टर देखें' },
  doctorsOf: { one: 'इसके डॉक्टर देखें', other: 'इसके # डॉक्टर देखें' },
  waysGroup: 'इलाज खोजने के और तरीके',
  nothingFound: '“{text}” से कुछ नहीं मिला',
  nothingFoundHint: 'डॉक्टर का नाम या शरीर के किसी हिस्से का नाम अंग्रेज़ी में लिखकर देखें।',
  allSpecialities: { label: 'सभी स्पेशियलिटी देखें', detail: 'हर विभाग, A से Z तक' },
  appointment: {
    label: 'अपॉइंटमेंट बुक करें',
    detail: 'बताइए आपको क्या चाहिए, हम सही डॉक्टर खोजेंगे',
  },
  doctorsFound: { one: '# डॉक्टर', other: '# डॉक्टर' },
  specialitiesFound: { one: '# स्पेशियलिटी', other: '# स्पेशियलिटी' },
  found: '{found} मिले',
  bothFound: '{doctors} और {specialities} मिले',
  noneFound: '“{text}” के लिए कुछ नहीं मिला। आप सभी स्पेशियलिटी देख सकते हैं या अपॉइंटमेंट बुक कर सकते हैं।',
};
