import type { Messages } from '../types';

export const frame: Messages['frame'] = {
  brand: 'अमनदीप हॉस्पिटल',
  siteTitle: 'अमनदीप हॉस्पिटल | पंजाब और कश्मीर में मल्टी-स्पेशियलिटी अस्पताल',
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  home: 'अमनदीप हॉस्पिटल, मुख पृष्ठ',
  mainNavigation: 'मुख्य मेन्यू',
  footerNavigation: 'पेज के नीचे के लिंक',
  socialMedia: 'सोशल मीडिया',
  opensInNewTab: '(नए टैब में खुलता है)',
  findDoctor: 'डॉक्टर खोजें',
  ourHospitals: 'हमारे अस्पताल',
  contactUs: 'संपर्क करें',
  allPages: 'सभी पेज',
  allOurHospitals: 'हमारे सभी अस्पताल',
  requestStatus: 'मेरा अनुरोध कहाँ है?',
  description:
    'अमनदीप हॉस्पिटल अमृतसर, पठानकोट, तरनतारन, फ़िरोज़पुर और श्रीनगर में छह मल्टी-स्पेशियलिटी अस्पतालों का समूह है, जो 1990 से मरीज़ों की सेवा कर रहा है।',
  allRightsReserved: 'सर्वाधिकार सुरक्षित।',
  language: 'भाषा',
  linkLabels: {
    'Privacy Policy': 'निजता नीति',
    Disclaimer: 'अस्वीकरण',
    'Terms of Use': 'उपयोग की शर्तें',
    'Cookie Policy': 'कुकी नीति',
  },
};
