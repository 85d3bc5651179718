import type { Messages } from '../types';

export const units: Messages['units'] = {
  'amritsar-gt-road': {
    name: 'अमनदीप हॉस्पिटल, जी.टी. रोड, अमृतसर',
    shortName: 'जी.टी. रोड, अमृतसर',
    city: 'अमृतसर',
    address: 'जी.टी. रोड, मॉडल टाउन, अमृतसर, पंजाब 143001',
  },
  'amritsar-medicity': {
    name: 'अमनदीप मेडिसिटी, अमृतसर',
    shortName: 'मेडिसिटी, अमृतसर',
    city: 'अमृतसर',
    address: 'मॉल रोड, अमृतसर, पंजाब 143001',
  },
  pathankot: {
    name: 'अमनदीप हॉस्पिटल, पठानकोट',
    shortName: 'पठानकोट',
    city: 'पठानकोट',
    address: 'डलहौज़ी रोड, पठानकोट, पंजाब 145001',
  },
  'tarn-taran': {
    name: 'अमनदीप हॉस्पिटल, तरनतारन',
    shortName: 'तरनतारन',
    city: 'तरनतारन',
    address: 'अमृतसर रोड, तरनतारन, पंजाब 143401',
  },
  ferozepur: {
    name: 'अमनदीप हॉस्पिटल, फ़िरोज़पुर',
    shortName: 'फ़िरोज़पुर',
    city: 'फ़िरोज़पुर',
    address: 'फ़िरोज़पुर छावनी रोड, फ़िरोज़पुर, पंजाब 152001',
  },
  srinagar: {
    name: 'अमनदीप मेडिसिटी, श्रीनगर',
    shortName: 'श्रीनगर',
    city: 'श्रीनगर',
    address: 'बेमिना बाईपास रोड, श्रीनगर, जम्मू और कश्मीर 190018',
  },
};
