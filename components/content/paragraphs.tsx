import type { Paragraphs as ParagraphsContent } from '@/content/blocks';

/** Plain-text paragraphs, and an optional list of points after them. */
export function Paragraphs({
  paragraphs,
  points,
}: {
  paragraphs: ParagraphsContent;
  points?: readonly string[];
}) {
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {points && points.length > 0 ? (
        <ul>
          {points.map((point, index) => (
            <li key={index}>{point}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
