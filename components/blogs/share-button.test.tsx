import { fireEvent, render, screen } from '@testing-library/react';
import { ShareButton } from './share-button';

const props = {
  url: 'https://example.org/blog/knee-care',
  title: 'Knee care',
  label: 'Share',
  copiedMessage: 'Link copied.',
  failedMessage: 'Could not copy the link.',
};

function setNavigator(values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(navigator, key, { value, configurable: true });
  }
}

afterEach(() => setNavigator({ share: undefined, clipboard: undefined }));

describe('ShareButton', () => {
  it('opens the share sheet when the browser has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    setNavigator({ share, clipboard: { writeText } });
    render(<ShareButton {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('status');
    expect(share).toHaveBeenCalledWith({ title: 'Knee care', url: props.url });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = jest.fn();
    setNavigator({ share, clipboard: { writeText } });
    render(<ShareButton {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await Promise.resolve();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link and says so in a polite live region otherwise', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator({ share: undefined, clipboard: { writeText } });
    render(<ShareButton {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(props.url);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('says when the link could not be copied', async () => {
    setNavigator({
      share: undefined,
      clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
    });
    render(<ShareButton {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Could not copy the link.')).toBeInTheDocument();
  });
});
