import { toEmbedUrl } from './video';

describe('video links to embed addresses', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQ9xk3LmP0a',
      'https://www.youtube-nocookie.com/embed/dQ9xk3LmP0a',
    ],
    [
      'https://youtube.com/watch?v=dQ9xk3LmP0a&t=42s',
      'https://www.youtube-nocookie.com/embed/dQ9xk3LmP0a',
    ],
    [
      'https://m.youtube.com/watch?feature=share&v=dQ9xk3LmP0a',
      'https://www.youtube-nocookie.com/embed/dQ9xk3LmP0a',
    ],
    ['https://youtu.be/dQ9xk3LmP0a', 'https://www.youtube-nocookie.com/embed/dQ9xk3LmP0a'],
    [' https://youtu.be/dQ9xk3LmP0a?si=abc ', 'https://www.youtube-nocookie.com/embed/dQ9xk3LmP0a'],
  ])('converts %s', (link, embed) => {
    expect(toEmbedUrl(link)).toBe(embed);
  });

  it.each([
    'https://vimeo.com/12345',
    'https://www.youtube.com/channel/UCabc',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=<script>',
    'https://evil.example/watch?v=dQ9xk3LmP0a',
    'javascript:alert(1)',
    'not a url',
    '',
  ])('gives no video for %p', (link) => {
    expect(toEmbedUrl(link)).toBeNull();
  });
});
