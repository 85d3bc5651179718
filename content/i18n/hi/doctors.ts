import type { Messages } from '../types';

export const doctors: Messages['doctors'] = {
  list: {
    title: 'भारत के विशेषज्ञ डॉक्टर और सर्जन',
    description:
      'अमृतसर, पठानकोट, तरनतारन, फ़िरोज़पुर और श्रीनगर में अमनदीप हॉस्पिटल के डॉक्टरों और सर्जनों में से सही विशेषज्ञ खोजें, और ऑनलाइन अपॉइंटमेंट बुक करें।',
    heading: 'डॉक्टर खोजें',
    lead: 'छह अस्पतालों के अनुभवी विशेषज्ञ डॉक्टर। नाम से खोजें, या सूची छोटी करने के लिए कोई अस्पताल या स्पेशियलिटी चुनें।',
    listHeading: 'हमारे डॉक्टर',
    locateLink: 'जगह और स्पेशियलिटी से डॉक्टर खोजें',
    filterLabel: 'अस्पताल के अनुसार चुनें',
    allTab: 'सभी',
    nameLabel: 'डॉक्टर का नाम',
    namePlaceholder: 'नाम अंग्रेज़ी में लिखें',
    categoryLabel: 'स्पेशियलिटी',
    categoryPlaceholder: 'स्पेशियलिटी अंग्रेज़ी में लिखें',
    search: 'खोजें',
    empty: 'इन चुनावों से कोई डॉक्टर नहीं मिला।',
    pages: 'डॉक्टरों के पेज',
    count: '{total, plural, one {# डॉक्टर} other {# डॉक्टर}}',
    pageOf: ', {pages} में से पेज {page}',
  },
  profile: {
    crumb: 'डॉक्टर',
    metaTitle: '{name}: अपॉइंटमेंट बुक करें',
    metaDescription:
      'अमनदीप हॉस्पिटल में {name}: पढ़ाई, अनुभव, डॉक्टर कहाँ मरीज़ देखते हैं, और अपॉइंटमेंट बुक करने का फ़ॉर्म।',
    portrait: 'डॉक्टर की तस्वीर',
    educationLabel: 'पढ़ाई',
    experienceLabel: 'अनुभव',
    experienceYears: '{years} साल',
    practisesAtLabel: 'मरीज़ देखते हैं',
    shareLabel: 'व्हाट्सऐप पर शेयर करें',
    shareText: 'अमनदीप हॉस्पिटल में {name}: {url}',
    aboutHeading: 'डॉक्टर के बारे में',
    formHeading: 'अपॉइंटमेंट बुक करें',
    expertsHeading: 'हमारे विशेषज्ञ डॉक्टर',
    expertsLead: 'इसी क्षेत्र के दूसरे विशेषज्ञ।',
    findDoctor: 'डॉक्टर खोजें',
  },
};
