// A bare page of `characters` characters of text, rendered on its first visit and cached after,
// as the site's filtered lists are: the bench sets a route beside a page of the same HTML size,
// to tell the cost of the bytes from the cost of the page.
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

const WORDS = [
  'doctor',
  'cardiology',
  'Pathankot',
  'appointment',
  'hospital',
  'MBBS',
  'MD',
  'care',
];

/** Words in a fixed pseudo-random order, so that the text compresses about as a page's does. */
function filler(characters) {
  let text = '';
  let seed = 1;
  while (text.length < characters) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    text += `${WORDS[seed % WORDS.length]} `;
  }
  return text.slice(0, characters);
}

export default async function FillerPage({ params }) {
  const characters = Number((await params).characters) || 0;
  return (
    <main>
      <p>{filler(characters)}</p>
    </main>
  );
}
