import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NearestFirst, type NearestFirstEntry } from './nearest-first';

const copy = {
  button: 'Nearest hospital first',
  privacy: 'Uses your location only on this phone.',
  byCity: 'Listed by city.',
  locating: 'Finding your location…',
  found: 'Nearest first: {name}, {distance} away.',
  away: '{distance} away',
  denied: 'Location is off for this site, so the list stays by city.',
  unavailable: 'Your location could not be found, so the list stays by city.',
  kilometres: 'about {km} km',
  underOneKilometre: 'under 1 km',
};

const entries: NearestFirstEntry[] = [
  { id: 'amritsar', name: 'Amritsar', coordinates: { latitude: 31.64, longitude: 74.89 } },
  { id: 'pathankot', name: 'Pathankot', coordinates: { latitude: 32.28, longitude: 75.65 } },
  { id: 'srinagar', name: 'Srinagar', coordinates: { latitude: 34.08, longitude: 74.77 } },
].map((entry) => ({ ...entry, card: <h3>{entry.name}</h3> }));

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number }) => void;

let getCurrentPosition: jest.Mock<void, [Success, Failure, PositionOptions]>;

beforeEach(() => {
  getCurrentPosition = jest.fn();
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
});

afterEach(() => {
  delete (navigator as { geolocation?: unknown }).geolocation;
});

const listed = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

function renderList() {
  render(
    <>
      <h2 id="list-heading">Our emergency departments</h2>
      <NearestFirst entries={entries} copy={copy} listLabelledBy="list-heading" />
    </>,
  );
}

it('lists the hospitals in the order given, and asks for no location until the tap', () => {
  renderList();
  expect(screen.getByRole('list', { name: 'Our emergency departments' })).toBeInTheDocument();
  expect(listed()).toEqual(['Amritsar', 'Pathankot', 'Srinagar']);
  expect(screen.getByRole('status')).toHaveTextContent('Listed by city.');
  expect(getCurrentPosition).not.toHaveBeenCalled();
});

it('on a tap near Pathankot, puts Pathankot first with its distance and announces it', () => {
  renderList();
  fireEvent.click(screen.getByRole('button', { name: 'Nearest hospital first' }));
  expect(screen.getByRole('status')).toHaveTextContent('Finding your location…');
  act(() => getCurrentPosition.mock.calls[0]![0]({ coords: { latitude: 32.25, longitude: 75.6 } }));
  expect(listed()).toEqual(['Pathankot', 'Amritsar', 'Srinagar']);
  expect(screen.getByRole('status')).toHaveTextContent(
    'Nearest first: Pathankot, about 6 km away.',
  );
  expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('about 6 km away');
});

it('says plainly when location is refused, and keeps the list by city', () => {
  renderList();
  fireEvent.click(screen.getByRole('button', { name: 'Nearest hospital first' }));
  act(() => getCurrentPosition.mock.calls[0]![1]({ code: 1 }));
  expect(screen.getByRole('status')).toHaveTextContent(copy.denied);
  expect(listed()).toEqual(['Amritsar', 'Pathankot', 'Srinagar']);
});

it('says so when no position comes (unavailable or timed out)', () => {
  renderList();
  fireEvent.click(screen.getByRole('button', { name: 'Nearest hospital first' }));
  act(() => getCurrentPosition.mock.calls[0]![1]({ code: 3 }));
  expect(screen.getByRole('status')).toHaveTextContent(copy.unavailable);
  expect(getCurrentPosition.mock.calls[0]![2]).toMatchObject({ timeout: expect.any(Number) });
});

it('says the location could not be found where the browser cannot locate', () => {
  delete (navigator as { geolocation?: unknown }).geolocation;
  renderList();
  fireEvent.click(screen.getByRole('button', { name: 'Nearest hospital first' }));
  expect(screen.getByRole('status')).toHaveTextContent(copy.unavailable);
  expect(listed()).toEqual(['Amritsar', 'Pathankot', 'Srinagar']);
});
