import { act, fireEvent, render, screen } from '@testing-library/react';
import { DOCTORS_LIST } from '@/lib/lists/addresses.mjs';
import { encodeViewKey } from '@/lib/lists/view-key';
import { DoctorsDirectory, TYPING_PAUSE_MS } from './doctors-directory';

const replace = jest.fn();
let params: { view?: string } = {};
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace }),
  useParams: () => params,
}));

const tabs = [
  { label: 'All', city: null },
  { label: 'Pathankot', city: 'Pathankot' },
  { label: 'Tarn Taran', city: 'Taran Taran' },
];

const directory = () => (
  <DoctorsDirectory
    tabs={tabs}
    categories={['Cardiology', 'Orthopaedics & Joint Replacement']}
    labels={{
      filter: 'Filter by hospital',
      name: "Doctor's name",
      namePlaceholder: 'Type a name',
      category: 'Speciality',
      placeholder: 'Type a speciality',
      search: 'Search',
    }}
  />
);

beforeEach(() => {
  replace.mockClear();
  params = {};
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('the doctors list filters', () => {
  it('show the filters of the list the address asked for', () => {
    params = {
      view: encodeViewKey(DOCTORS_LIST.filters, {
        city: 'Pathankot',
        category: 'card',
        q: 'gill',
      }),
    };
    render(directory());
    expect(screen.getByRole('link', { name: 'Pathankot' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(screen.getByLabelText('Speciality')).toHaveValue('card');
    expect(screen.getByLabelText("Doctor's name")).toHaveValue('gill');
  });

  it('make each hospital a link to the list, keeping the name and speciality', () => {
    params = { view: encodeViewKey(DOCTORS_LIST.filters, { q: 'preet', category: 'Cardio' }) };
    render(directory());
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute(
      'href',
      '/doctors?q=preet&category=Cardio',
    );
    expect(screen.getByRole('link', { name: 'Tarn Taran' })).toHaveAttribute(
      'href',
      '/doctors?q=preet&city=Taran+Taran&category=Cardio',
    );
  });

  it('are a GET form of /doctors that keeps the hospital, for use without JavaScript', () => {
    params = { view: encodeViewKey(DOCTORS_LIST.filters, { city: 'Taran Taran' }) };
    const { container } = render(directory());
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/doctors');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByLabelText("Doctor's name")).toHaveAttribute('name', 'q');
    expect(screen.getByLabelText('Speciality')).toHaveAttribute('name', 'category');
    expect(container.querySelector('input[type="hidden"][name="city"]')).toHaveValue('Taran Taran');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('follow typing once it pauses, keeping the hospital, without moving the page', () => {
    params = { view: encodeViewKey(DOCTORS_LIST.filters, { city: 'Pathankot' }) };
    render(directory());
    const name = screen.getByLabelText("Doctor's name");
    name.focus();
    fireEvent.change(name, { target: { value: 'S' } });
    fireEvent.change(name, { target: { value: 'SH ' } });
    expect(replace).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/doctors?q=SH&city=Pathankot', { scroll: false });
    expect(name).toHaveFocus();
  });

  it('keep what was typed since when the list catches up, and follow a new address', () => {
    const { rerender } = render(directory());
    const name = screen.getByLabelText("Doctor's name");
    fireEvent.change(name, { target: { value: 'gu' } });
    act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));
    fireEvent.change(name, { target: { value: 'gur' } });
    params = { view: encodeViewKey(DOCTORS_LIST.filters, { q: 'gu' }) };
    rerender(directory());
    expect(name).toHaveValue('gur');
    params = { view: encodeViewKey(DOCTORS_LIST.filters, { city: 'Pathankot' }) };
    rerender(directory());
    expect(screen.getByLabelText("Doctor's name")).toHaveValue('');
  });

  it('show the list at once when the form is sent', () => {
    render(directory());
    fireEvent.change(screen.getByLabelText('Speciality'), { target: { value: 'Cardio' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(replace).toHaveBeenCalledWith('/doctors?category=Cardio', { scroll: false });
    act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(replace).toHaveBeenCalledTimes(1);
  });
});
