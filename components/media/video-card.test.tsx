import { fireEvent, render, screen } from '@testing-library/react';
import { VideoCard } from './video-card';

describe('a video card with a caption of its own', () => {
  it('plays an embeddable video in place, with its caption below', () => {
    const { container } = render(
      <VideoCard
        video={{
          url: 'https://youtu.be/2UiD25OydOg',
          embedUrl: 'https://www.youtube-nocookie.com/embed/2UiD25OydOg',
        }}
        title="Cardiology: patient story 1"
        caption="A shopkeeper from Amritsar tells his story."
        tag="Story 1"
      />,
    );
    expect(screen.getByText('A shopkeeper from Amritsar tells his story.')).toBeVisible();
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(
      screen.getByRole('button', { name: 'Play video: Cardiology: patient story 1' }),
    );
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/2UiD25OydOg?autoplay=1',
    );
  });

  it('links a video it cannot embed to where it lives, captioned by its title', () => {
    render(
      <VideoCard
        video={{ url: 'https://vimeo.com/123456', embedUrl: null }}
        title="Urology explained"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Urology explained', { selector: 'figcaption > span' })).toBeVisible();
    expect(
      screen.getByRole('link', {
        name: 'Watch Urology explained on vimeo.com (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://vimeo.com/123456');
  });
});
