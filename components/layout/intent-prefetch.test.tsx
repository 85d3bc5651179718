import { fireEvent, render, screen } from '@testing-library/react';
import { Link } from '@/components/ui/link';
import { IntentPrefetch } from './intent-prefetch';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));

function page() {
  render(
    <>
      <IntentPrefetch />
      <Link href="/doctors">Find a Doctor</Link>
      <Link href="/doctors?page=2" prefetch={false}>
        Next page
      </Link>
      <Link href="/contact-us#map">Contact</Link>
      <a href="/documents/csr-policy.pdf">CSR policy (PDF)</a>
      <a href="https://www.example.org/">Another site</a>
      <a href="/careers" target="_blank">
        Careers
      </a>
    </>,
  );
}

const mouseOver = (element: Element) => fireEvent.pointerOver(element);

beforeEach(() => prefetch.mockClear());

describe('a link to a page of the site', () => {
  it('is not fetched ahead because it is on the screen', () => {
    page();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('fetches its page when a pointer moves over it, once', () => {
    page();
    const link = screen.getByRole('link', { name: 'Find a Doctor' });
    mouseOver(link);
    mouseOver(link);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/doctors');
  });

  it('fetches its page on keyboard focus, without the part after #', () => {
    page();
    fireEvent.focusIn(screen.getByRole('link', { name: 'Contact' }));
    expect(prefetch.mock.calls).toEqual([['/contact-us']]);
  });

  it('is never fetched ahead when marked so, nor is a file, another site or a new tab', () => {
    page();
    for (const name of ['Next page', 'CSR policy (PDF)', 'Another site', 'Careers']) {
      const link = screen.getByRole('link', { name });
      mouseOver(link);
      fireEvent.focusIn(link);
    }
    expect(prefetch).not.toHaveBeenCalled();
  });
});
