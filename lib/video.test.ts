import { isOurVideo, toEmbedUrl, videoHost } from './video';

const EMBED = 'https://www.youtube-nocookie.com/embed/dQ9xk3LmP0a';

describe('video links to embed addresses', () => {
  it.each([
    ['a watch link', 'https://www.youtube.com/watch?v=dQ9xk3LmP0a'],
    ['a watch link without www', 'https://youtube.com/watch?v=dQ9xk3LmP0a'],
    ['a mobile watch link', 'https://m.youtube.com/watch?feature=share&v=dQ9xk3LmP0a'],
    ['a plain http watch link', 'http://www.youtube.com/watch?v=dQ9xk3LmP0a'],
    ['a watch link with a start time', 'https://youtube.com/watch?v=dQ9xk3LmP0a&t=42s'],
    ['a watch link with a share tag', 'https://www.youtube.com/watch?v=dQ9xk3LmP0a&si=Xy_12-ab'],
    ['a watch link with a fragment', 'https://www.youtube.com/watch?v=dQ9xk3LmP0a#comments'],
    ['a short link', 'https://youtu.be/dQ9xk3LmP0a'],
    ['a short link with a trailing slash', 'https://youtu.be/dQ9xk3LmP0a/'],
    ['a short link with a share tag', 'https://youtu.be/dQ9xk3LmP0a?si=AbC123xyz'],
    ['a short link with a start time', 'https://youtu.be/dQ9xk3LmP0a?t=90'],
    ['a short link with spaces around it', '  https://youtu.be/dQ9xk3LmP0a?si=abc  '],
  ])('converts %s to the id alone', (_, link) => {
    expect(toEmbedUrl(link)).toBe(EMBED);
  });

  it('keeps the - and _ of an id', () => {
    expect(toEmbedUrl('https://youtu.be/Ab-_9xk3LmP')).toBe(
      'https://www.youtube-nocookie.com/embed/Ab-_9xk3LmP',
    );
  });

  it.each([
    ['another video site', 'https://vimeo.com/381946275'],
    ['a channel page', 'https://www.youtube.com/channel/UCabc'],
    ['a shorts page', 'https://www.youtube.com/shorts/dQ9xk3LmP0a'],
    ['an embed page', 'https://www.youtube.com/embed/dQ9xk3LmP0a'],
    ['a watch page with no id', 'https://www.youtube.com/watch'],
    ['a watch page with an empty id', 'https://www.youtube.com/watch?v='],
    ['a short link with no id', 'https://youtu.be/'],
    ['a short link with a deeper path', 'https://youtu.be/dQ9xk3LmP0a/extra'],
    ['an id too short', 'https://youtu.be/dQ9xk3'],
    ['an id too long', 'https://www.youtube.com/watch?v=dQ9xk3LmP0aXYZ'],
    ['an id with symbols', 'https://www.youtube.com/watch?v=dQ9xk3L%3CP0'],
    ['an id with markup', 'https://www.youtube.com/watch?v=<script>'],
    ['an id with a dot', 'https://youtu.be/dQ9xk3.mP0a'],
    ['a lookalike host ending', 'https://youtube.com.evil.example/watch?v=dQ9xk3LmP0a'],
    ['a lookalike host beginning', 'https://notyoutube.com/watch?v=dQ9xk3LmP0a'],
    ['a lookalike short host', 'https://youtu.be.evil.example/dQ9xk3LmP0a'],
    ['another subdomain', 'https://music.youtube.com/watch?v=dQ9xk3LmP0a'],
    ['a foreign host', 'https://evil.example/watch?v=dQ9xk3LmP0a'],
    ['a foreign host with the site in its path', 'https://evil.example/youtu.be/dQ9xk3LmP0a'],
    ['an ftp link', 'ftp://youtube.com/watch?v=dQ9xk3LmP0a'],
    ['a script link', 'javascript:alert(1)'],
    ['a data link', 'data:text/html,<p>hi</p>'],
    ['a relative link', '/watch?v=dQ9xk3LmP0a'],
    ['a link without a scheme', 'youtube.com/watch?v=dQ9xk3LmP0a'],
    ['plain words', 'not a url'],
    ['spaces', '   '],
    ['nothing', ''],
  ])('gives no video for %s', (_, link) => {
    expect(toEmbedUrl(link)).toBeNull();
  });
});

describe('the host of a video link', () => {
  it.each([
    ['https://vimeo.com/381946275', 'vimeo.com'],
    ['https://www.youtube.com/watch?v=dQ9xk3LmP0a', 'youtube.com'],
    ['http://player.example.org/v/1', 'player.example.org'],
  ])('names %s as %s', (link, host) => {
    expect(videoHost(link)).toBe(host);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'not a url', ''])(
    'names no host for %p',
    (link) => {
      expect(videoHost(link)).toBeNull();
    },
  );
});

describe('isOurVideo', () => {
  it.each(['Our Video', 'our video', ' OUR  VIDEO ', 'OurVideo'])('accepts %j', (type) => {
    expect(isOurVideo(type)).toBe(true);
  });

  it.each(['Patients Stories', 'Our Videos', '', 'Video'])('refuses %j', (type) => {
    expect(isOurVideo(type)).toBe(false);
  });
});
