import { fireEvent, render, screen } from '@testing-library/react';
import type { Video } from '@/lib/hospital-api';
import { VideoCard } from './video-card';
import { VideoPlayer } from './video-player';

const EMBED = 'https://www.youtube-nocookie.com/embed/Qm7tR2xLp9A';

describe('the click-to-load video player', () => {
  function renderPlayer() {
    return render(
      <VideoPlayer embedUrl={EMBED} title="A tour of the campus" poster={<span>poster</span>} />,
    );
  }

  it('shows only the poster and a named Play button before the click', () => {
    const { container } = renderPlayer();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video: A tour of the campus' })).toBeVisible();
    expect(screen.getByText('poster')).toBeInTheDocument();
  });

  it('puts the privacy-enhanced player in its place on the click, and focus in it', () => {
    const { container } = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: A tour of the campus' }));
    const frame = container.querySelector('iframe');
    expect(frame).not.toBeNull();
    expect(frame?.getAttribute('src')).toBe(`${EMBED}?autoplay=1`);
    expect(frame).toHaveAttribute('title', 'A tour of the campus');
    expect(frame).toHaveAttribute('allow', expect.stringContaining('autoplay'));
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('a video card', () => {
  function video(url: string, embedUrl: string | null): Video {
    return {
      id: 'v1',
      name: 'Back to Cricket',
      type: 'Patients Stories',
      video: { url, embedUrl },
    };
  }

  it('names the video in a caption beside a player with no image to fetch', () => {
    const { container } = render(
      <VideoCard
        video={video('https://youtu.be/Qm7tR2xLp9A', EMBED).video}
        title="Back to Cricket"
      />,
    );
    expect(container.querySelector('figure figcaption')).toHaveTextContent('Back to Cricket');
    expect(screen.getByRole('button', { name: 'Play video: Back to Cricket' })).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('gives a link it cannot embed no player at all, only a link to watch it where it lives', () => {
    const { container } = render(
      <VideoCard
        video={video('https://vimeo.com/381946275', null).video}
        title="Back to Cricket"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    const link = screen.getByRole('link', { name: /^Watch Back to Cricket on vimeo\.com/ });
    expect(link).toHaveAttribute('href', 'https://vimeo.com/381946275');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links nowhere for a link that is not a web address', () => {
    render(<VideoCard video={video('javascript:alert(1)', null).video} title="Back to Cricket" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
