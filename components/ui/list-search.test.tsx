import { act, fireEvent, render, screen } from '@testing-library/react';
import { SPECIALITIES_LIST } from '@/lib/lists/addresses.mjs';
import { encodeViewKey } from '@/lib/lists/view-key';
import { ListSearch, TYPING_PAUSE_MS } from './list-search';

const replace = jest.fn();
let params: { view?: string } = {};
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace }),
  useParams: () => params,
}));

const search = () => (
  <ListSearch
    action="/specialities"
    param="category"
    keyParam="view"
    label="Find a speciality"
    placeholder="Type a speciality"
    submitLabel="Search"
    searchingLabel="Searching…"
  />
);

beforeEach(() => {
  replace.mockClear();
  params = {};
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('ListSearch', () => {
  it('shows the text of the view the address asked for', () => {
    params = { view: encodeViewKey(SPECIALITIES_LIST.filters, { category: 'card', page: '2' }) };
    render(search());
    expect(screen.getByLabelText('Find a speciality')).toHaveValue('card');
  });

  it('reads a view key written in base64url for unusual text', () => {
    params = { view: encodeViewKey(SPECIALITIES_LIST.filters, { category: 'ear & nose' }) };
    render(search());
    expect(screen.getByLabelText('Find a speciality')).toHaveValue('ear & nose');
  });

  it('is a GET search form of the list for use without JavaScript', () => {
    render(search());
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/specialities');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByLabelText('Find a speciality')).toHaveAttribute('name', 'category');
    expect(screen.getByLabelText('Find a speciality')).toHaveAttribute('type', 'search');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('follows typing once it pauses, to the first page, keeping focus', () => {
    params = { view: encodeViewKey(SPECIALITIES_LIST.filters, { category: 'ne', page: '3' }) };
    render(search());
    const box = screen.getByLabelText('Find a speciality');
    box.focus();
    fireEvent.change(box, { target: { value: 'ca' } });
    fireEvent.change(box, { target: { value: 'card ' } });
    expect(replace).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/specialities?category=card', { scroll: false });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('card ');
  });

  it('goes back to the whole list when the box is emptied, and at once on Enter', () => {
    params = { view: encodeViewKey(SPECIALITIES_LIST.filters, { category: 'card' }) };
    render(search());
    const box = screen.getByLabelText('Find a speciality');
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(replace).toHaveBeenCalledWith('/specialities', { scroll: false });
    act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed while the list catches up, and follows a new address', () => {
    const { rerender } = render(search());
    const box = screen.getByLabelText('Find a speciality');
    fireEvent.change(box, { target: { value: 'ortho' } });
    act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));
    fireEvent.change(box, { target: { value: 'orthop' } });
    params = { view: encodeViewKey(SPECIALITIES_LIST.filters, { category: 'ortho' }) };
    rerender(search());
    expect(box).toHaveValue('orthop');
    params = { view: encodeViewKey(SPECIALITIES_LIST.filters, { category: 'neuro' }) };
    rerender(search());
    expect(box).toHaveValue('neuro');
  });
});
