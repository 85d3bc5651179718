export interface Technology {
  id: string;
  name: string;
  summary: string;
  image: { src: string; alt: string };
}

function technology(id: string, name: string, summary: string, alt: string): Technology {
  return { id, name, summary, image: { src: `/images/technologies/${id}.svg`, alt } };
}

/** The home page's technologies carousel. */
export const technologies: readonly Technology[] = [
  technology(
    'robotic-surgery',
    'Robot-assisted surgery',
    'Joint replacements and keyhole operations planned in 3D and carried out with robotic precision, for smaller cuts and quicker recovery.',
    'Illustration of a robotic surgical arm over an operating table',
  ),
  technology(
    'cath-lab',
    'Cardiac catheterisation lab',
    'Angiography, angioplasty and pacemakers around the clock, so a heart attack is treated within the first hour.',
    'Illustration of a cardiac catheterisation lab with its imaging arm and monitors',
  ),
  technology(
    'mri',
    'MRI',
    'Detailed images of the brain, spine, joints and soft tissue without any radiation.',
    'Illustration of an MRI scanner with its patient table',
  ),
  technology(
    'ct-scan',
    'CT scanning',
    'Fast whole-body scans for trauma, stroke and cancer care, with low-dose settings for children.',
    'Illustration of a CT scanner',
  ),
  technology(
    'hyperbaric-oxygen',
    'Hyperbaric oxygen therapy',
    'Pure oxygen under pressure that helps diabetic foot ulcers, burns and stubborn wounds heal.',
    'Illustration of a hyperbaric oxygen chamber',
  ),
  technology(
    'modular-theatres',
    'Modular operating theatres',
    'Seamless, easy-to-clean theatres with laminar air flow that keep the risk of infection low.',
    'Illustration of a modular operating theatre with surgical lights',
  ),
];
