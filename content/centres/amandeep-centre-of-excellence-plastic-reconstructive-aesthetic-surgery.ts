import { defineCentreEntry } from './types';

export const plasticSurgeryCentre = defineCentreEntry({
  slug: 'amandeep-centre-of-excellence-plastic-reconstructive-aesthetic-surgery',
  menu: { label: 'Plastic & Aesthetic Surgery', places: { 'centres-of-excellence': 7 } },
  title: 'Centre of Excellence for Plastic, Reconstructive and Aesthetic Surgery',
  category: 'Plastic Reconstructive & Aesthetic Surgery',
  metaTitle: 'Plastic, Reconstructive and Aesthetic Surgery: Hand, Face, Scars',
  metaDescription:
    'Reconstruction after injury, burns and cancer, hand and microsurgery, cleft and scar surgery, and aesthetic procedures, explained plainly by our surgeons.',
  lead: 'Surgery that restores how the body works and looks: after an injury, a burn, cancer or a birth difference, and for changes you choose for yourself.',
  image: {
    src: '/images/centres/amandeep-centre-of-excellence-plastic-reconstructive-aesthetic-surgery.svg',
    alt: 'Illustration of an open hand with a fine line of stitches across the palm, beside a pair of surgical scissors',
    width: 1200,
    height: 800,
  },
  intro: [
    'Plastic surgery is not only cosmetic. Most of our work is reconstruction: rejoining cut tendons and nerves in a hand crushed in a fodder-cutting machine, covering a wound after a road accident, rebuilding a breast or a jaw after cancer, releasing a burn scar that stops a child’s elbow from straightening, and repairing a cleft lip and palate.',
    'The department has trained plastic surgeons for many years through its DNB programme and has run a free cleft surgery programme with an international cleft charity since 2004. The same surgeons offer aesthetic procedures, with an honest first consultation about what surgery can and cannot change.',
  ],
  about: {
    heading: 'What the plastic surgery team does',
    groups: [
      {
        heading: 'Reconstructive surgery',
        points: [
          'Hand surgery: cut tendons and nerves, fractures of the fingers, and crushed hands',
          'Microsurgery: rejoining amputated fingers and moving tissue with its own blood supply',
          'Wound cover with skin grafts and flaps after injuries, infection and diabetic ulcers',
          'Reconstruction after removal of cancers of the head, neck, breast and skin',
          'Burn care and release of tight burn scars',
          'Cleft lip and palate repair, free under our charity programme',
        ],
      },
      {
        heading: 'Aesthetic surgery',
        points: [
          'Scar revision and keloid treatment',
          'Nose reshaping (rhinoplasty) and eyelid surgery',
          'Liposuction and tummy tuck (abdominoplasty)',
          'Breast reduction, and breast reshaping after weight loss or pregnancy',
          'Correction of enlarged breasts in men (gynaecomastia)',
          'Hair transplant',
        ],
      },
      {
        heading: 'Contact the department',
        points: [
          {
            name: 'Plastic surgery outpatient desk',
            detail: 'Appointments, second opinions and cost estimates for planned surgery',
            email: 'plasticsurgery@amandeephospital.org',
          },
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'accordion',
      heading: 'Hand injuries: what to do',
      lead: 'Hand injuries from machines, glass and sickles are common in farming and factory work. The first hours matter.',
      items: [
        {
          title: 'A deep cut on the hand or wrist',
          paragraphs: [
            'Press firmly on the wound with a clean cloth and raise the hand above the heart. Come to the emergency department the same day: a cut that looks small may have divided a tendon or nerve, and these are best repaired within a few days.',
          ],
        },
        {
          title: 'A finger cut off',
          paragraphs: [
            'Fingers can often be rejoined if they reach us within about six hours. Wrap the cut-off part in a damp clean cloth, put it in a sealed plastic bag, and place the bag on ice. Never put the finger directly on ice or in water.',
          ],
          points: ['Call our emergency number on the way so the team is ready'],
        },
        {
          title: 'A crushed hand',
          paragraphs: [
            'Remove rings at once before the fingers swell, cover the hand and keep it raised. Crush injuries often need several operations and months of hand therapy; our surgeons and physiotherapists plan them together.',
          ],
        },
      ],
    },
    {
      kind: 'tabs',
      heading: 'Ways to cover a wound',
      lead: 'When a wound is too large to stitch, the surgeon chooses the simplest method that will heal it well.',
      tabs: [
        {
          label: 'Skin graft',
          paragraphs: [
            'A thin layer of skin is shaved from the thigh or arm and laid over a clean wound. The donor area heals by itself in about two weeks, like a graze.',
          ],
        },
        {
          label: 'Local flap',
          paragraphs: [
            'Nearby skin and the fat under it are moved across to cover the wound, keeping their own blood supply. Flaps suit wounds over bone, tendon or joints, where a graft would not take.',
          ],
        },
        {
          label: 'Free flap',
          paragraphs: [
            'Tissue is taken from another part of the body with its artery and vein, and these are joined to vessels near the wound under a microscope. It is used for large wounds after severe injuries and cancer surgery.',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Before aesthetic surgery',
      paragraphs: [
        'Aesthetic surgery is planned, never rushed. At the first visit the surgeon listens to what you would like to change, examines you, and explains the result you can expect, the scars, the recovery time and the risks. You receive a written cost estimate before you decide.',
      ],
      points: [
        'You must be 18 or over for most aesthetic procedures',
        'Stop smoking at least four weeks before surgery; it slows healing',
        'Bring a list of your medicines, including blood thinners and supplements',
        'Plan time off work: from a few days for scar revision to two to three weeks for a tummy tuck',
        'Aesthetic procedures are usually not covered by health insurance',
      ],
    },
  ],
  faq: {
    heading: 'Questions about plastic surgery',
    layout: 'two-column',
    items: [
      {
        question: 'Is plastic surgery only cosmetic?',
        answer: [
          'No. Most of our operations restore function and form after injuries, burns, cancer and birth differences. Aesthetic surgery is one part of the speciality.',
        ],
      },
      {
        question: 'Can a scar be removed completely?',
        answer: [
          'No scar can be removed completely, but it can be made thinner, flatter, less tight and better placed. Keloids may need injections or pressure as well as surgery.',
        ],
      },
      {
        question: 'Does insurance cover reconstructive surgery?',
        answer: [
          'Reconstruction after injury, burns and cancer is usually covered by health insurance and government schemes. Our insurance desk will check your policy before admission.',
        ],
      },
      {
        question: 'How long after an injury can a tendon be repaired?',
        answer: [
          'A cut tendon is best repaired within the first few days. After some weeks the ends pull back and a tendon graft may be needed, so come early.',
        ],
      },
      {
        question: 'Will I need physiotherapy after hand surgery?',
        answer: [
          'Almost always. Hand therapy, often with a splint, starts within days of surgery and is as important as the operation for getting movement back.',
        ],
      },
      {
        question: 'Is the cleft surgery programme part of this department?',
        answer: [
          'Yes. Our plastic surgeons run the free cleft lip and palate programme with an international cleft charity. See the cleft lip and palate centre page for details.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Talk to a plastic surgeon',
    text: 'Call our appointments line to book a consultation. For a fresh hand injury or a cut-off finger, call the emergency number straight away.',
    phone: 'appointment',
  },
});
