/**
 * Everyday words a visitor types into the doctor search, and the specialities they point to.
 *
 * `specialities` are patterns, not names: a speciality of the catalogue matches a pattern when one
 * of the words of its name starts with it ('orthopaedic' matches "Orthopaedics & Joint
 * Replacement"; 'joint replacement' matches the same, two words in a row). The site runs against
 * an upstream whose specialities it does not know in advance, so the patterns are matched against
 * the catalogue's own list when a search runs; a pattern that matches nothing suggests nothing.
 * The patterns are listed most relevant first, which is the order the suggestions take.
 */
export interface SearchTopic {
  /** Lower-case words a visitor may type, singular (a typed plural, "knees", matches too). */
  words: readonly string[];
  /** Starts of the words of speciality names, lower case, most relevant first. */
  specialities: readonly string[];
}

export const searchTopics: readonly SearchTopic[] = [
  {
    words: ['knee', 'joint', 'shoulder', 'ligament', 'acl', 'meniscus', 'cartilage', 'sport'],
    specialities: ['orthopaedic', 'joint replacement', 'arthroscop'],
  },
  {
    words: ['bone', 'fracture', 'hip', 'arthritis', 'osteoporosis', 'ortho', 'orthopedic'],
    specialities: ['orthopaedic', 'joint replacement'],
  },
  {
    words: ['spine', 'spinal', 'back', 'neck', 'disc', 'sciatica'],
    specialities: ['spine', 'neuro'],
  },
  {
    words: ['brain', 'stroke', 'nerve', 'headache', 'migraine', 'epilepsy', 'seizure', 'paralysis'],
    specialities: ['neuro'],
  },
  {
    words: [
      'heart',
      'cardiac',
      'chest',
      'bp',
      'hypertension',
      'angiography',
      'angioplasty',
      'pacemaker',
    ],
    specialities: ['cardiology', 'cardio'],
  },
  {
    words: ['bypass', 'valve', 'vein', 'varicose', 'artery', 'vascular'],
    specialities: ['cardiothoracic', 'vascular'],
  },
  {
    words: ['kidney', 'dialysis', 'renal'],
    specialities: ['nephro', 'urolog'],
  },
  {
    words: ['urine', 'urinary', 'prostate', 'bladder', 'stone'],
    specialities: ['urolog'],
  },
  {
    words: ['eye', 'vision', 'cataract', 'glaucoma', 'retina', 'lasik', 'squint'],
    specialities: ['ophthalm', 'eye'],
  },
  {
    words: ['skin', 'hair', 'acne', 'rash', 'eczema', 'psoriasis', 'allergy'],
    specialities: ['dermato', 'skin'],
  },
  {
    words: [
      'child',
      'children',
      'baby',
      'kid',
      'infant',
      'newborn',
      'vaccination',
      'paediatric',
      'pediatric',
    ],
    specialities: ['paediatrics', 'pediatrics', 'neonat', 'paediatric', 'pediatric'],
  },
  {
    words: [
      'pregnancy',
      'pregnant',
      'delivery',
      'women',
      'woman',
      'period',
      'fertility',
      'ivf',
      'maternity',
      'gynae',
      'gynaecologist',
      'gynecologist',
    ],
    specialities: ['obstetric', 'gynaecolog', 'gynecolog'],
  },
  {
    words: ['cancer', 'tumour', 'tumor', 'chemotherapy', 'chemo', 'lump', 'oncologist'],
    specialities: ['surgical oncolog', 'medical oncolog', 'oncolog', 'radiation'],
  },
  {
    words: ['burn', 'scald'],
    specialities: ['burn'],
  },
  {
    words: ['wound', 'ulcer', 'foot', 'diabetic'],
    specialities: ['foot', 'wound'],
  },
  {
    words: [
      'stomach',
      'liver',
      'gastric',
      'acidity',
      'digestion',
      'endoscopy',
      'colonoscopy',
      'jaundice',
    ],
    specialities: ['gastro'],
  },
  {
    words: ['lung', 'breathing', 'asthma', 'cough', 'tb', 'tuberculosis', 'copd'],
    specialities: ['pulmo', 'chest', 'respiratory'],
  },
  {
    words: ['ear', 'nose', 'throat', 'sinus', 'tonsil', 'hearing'],
    specialities: ['ent', 'otorhino'],
  },
  {
    words: ['diabetes', 'sugar', 'thyroid', 'hormone', 'obesity'],
    specialities: ['endocrin', 'diabet'],
  },
  {
    words: ['accident', 'emergency', 'trauma', 'injury', 'casualty'],
    specialities: ['emergency', 'trauma'],
  },
  {
    words: ['icu', 'ventilator', 'critical'],
    specialities: ['critical'],
  },
  {
    words: ['cosmetic', 'plastic', 'aesthetic', 'scar', 'cleft', 'reconstruction'],
    specialities: ['plastic', 'aesthetic', 'cosmetic'],
  },
  {
    words: ['hernia', 'gallbladder', 'appendix', 'piles', 'laparoscopy', 'keyhole'],
    specialities: ['general', 'laparoscop'],
  },
  {
    words: ['xray', 'scan', 'mri', 'ct', 'ultrasound', 'sonography'],
    specialities: ['radiolog', 'imaging'],
  },
  {
    words: ['physio', 'physiotherapy', 'rehab', 'rehabilitation', 'exercise'],
    specialities: ['physio', 'rehab'],
  },
  {
    words: ['fever', 'infection', 'physician', 'typhoid', 'dengue', 'malaria'],
    specialities: ['internal medicine', 'general medicine'],
  },
  {
    words: ['anaesthesia', 'anesthesia', 'anaesthetist', 'anesthetist'],
    specialities: ['anaesthe', 'anesthe'],
  },
];
