import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { NOT_SURE_SPECIALTY } from '@/lib/validation/booking';
import { BookingForm } from './booking-form';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const fetchMock = jest.fn();

beforeEach(() => {
  push.mockReset();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({
    ok: true,
    status: 201,
    json: async () => ({ success: true, message: 'Received', reference: 'AH-23456789' }),
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the booking form', () => {
  it('stays sendable when the speciality list could not be read: "not sure" is always a choice', async () => {
    render(<BookingForm specialities={[]} />);
    const specialty = screen.getByLabelText(/^Specialty/) as HTMLSelectElement;
    expect([...specialty.options].map((option) => option.textContent)).toEqual([
      'Select a speciality',
      NOT_SURE_SPECIALTY,
    ]);

    fill(/^Patient name/, 'Asha Kaur');
    fill(/^Phone number/, '9876543210');
    fill(/^Email/, 'asha@example.com');
    fill(/^Hospital/, 'Amritsar');
    fill(/^Specialty/, NOT_SURE_SPECIALTY);
    fill(/^Message/, 'Pain in my knee for two weeks');
    fireEvent.click(screen.getByRole('button', { name: 'Book an Appointment' }));

    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/thank-you?ref=AH-23456789&kind=appointment'),
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/appointments');
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Asha Kaur',
      phone: '9876543210',
      specialty: NOT_SURE_SPECIALTY,
    });
  });

  it('offers the API\'s specialities first, each once, then "not sure"', () => {
    render(<BookingForm specialities={['Cardiology', 'Neurology', 'Cardiology', ' ']} />);
    const specialty = screen.getByLabelText(/^Specialty/) as HTMLSelectElement;
    expect([...specialty.options].slice(1).map((option) => option.value)).toEqual([
      'Cardiology',
      'Neurology',
      NOT_SURE_SPECIALTY,
    ]);
  });

  it('starts with the message a link wrote in advance, and sends it', async () => {
    const message = 'I would like to book the Heart Health Check (₹2,499).';
    render(<BookingForm specialities={['Cardiology']} initialMessage={message} />);
    expect(screen.getByLabelText(/^Message/)).toHaveValue(message);

    fill(/^Patient name/, 'Asha Kaur');
    fill(/^Phone number/, '9876543210');
    fill(/^Email/, 'asha@example.com');
    fill(/^Hospital/, 'Amritsar');
    fill(/^Specialty/, 'Cardiology');
    fireEvent.click(screen.getByRole('button', { name: 'Book an Appointment' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ message });
  });

  it('writes that message into the server HTML, for a visitor without JavaScript', () => {
    const html = renderToString(
      <BookingForm
        specialities={[]}
        initialMessage="I would like to book the Basic Health Check."
      />,
    );
    expect(html).toMatch(
      /<textarea[^>]*name="message"[^>]*>I would like to book the Basic Health Check\.<\/textarea>/,
    );
  });

  describe('for one doctor', () => {
    const forDoctor = {
      doctor: { slug: 'dr-meera-sandhu', name: 'Dr. Meera Sandhu' },
      specialities: ['Cardiology', 'Neurology', NOT_SURE_SPECIALTY],
      specialty: 'Cardiology',
      location: 'Amritsar' as const,
      message: 'Dr. Meera Sandhu: ',
    };

    it("starts with the doctor's speciality, hospital and name, and sends the doctor's slug", async () => {
      render(<BookingForm specialities={[]} forDoctor={forDoctor} />);
      expect(
        screen.getByRole('form', { name: 'Book an appointment with Dr. Meera Sandhu' }),
      ).toBeInTheDocument();
      expect(screen.getByLabelText(/^Specialty/)).toHaveValue('Cardiology');
      expect(screen.getByLabelText(/^Hospital/)).toHaveValue('Amritsar');
      expect(screen.getByLabelText(/^Message/)).toHaveValue('Dr. Meera Sandhu: ');

      fill(/^Patient name/, 'Asha Kaur');
      fill(/^Phone number/, '9876543210');
      fill(/^Email/, 'asha@example.com');
      fill(/^Message/, 'Dr. Meera Sandhu: palpitations at night');
      fireEvent.click(screen.getByRole('button', { name: 'Book an Appointment' }));

      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(JSON.parse(String(init.body))).toMatchObject({
        doctor: 'dr-meera-sandhu',
        location: 'Amritsar',
        specialty: 'Cardiology',
        message: 'Dr. Meera Sandhu: palpitations at night',
      });
    });

    it('writes those choices into the server HTML', () => {
      const html = renderToString(<BookingForm specialities={[]} forDoctor={forDoctor} />);
      expect(html).toMatch(/<option value="Amritsar" selected="">/);
      expect(html).toMatch(/<option value="Cardiology" selected="">/);
      expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>Dr. Meera Sandhu: <\/textarea>/);
    });

    it('sends no doctor from the plain form', async () => {
      render(<BookingForm specialities={['Cardiology']} />);
      fill(/^Patient name/, 'Asha Kaur');
      fill(/^Phone number/, '9876543210');
      fill(/^Email/, 'asha@example.com');
      fill(/^Hospital/, 'Amritsar');
      fill(/^Specialty/, 'Cardiology');
      fill(/^Message/, 'Knee pain');
      fireEvent.click(screen.getByRole('button', { name: 'Book an Appointment' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(JSON.parse(String(init.body))).not.toHaveProperty('doctor');
    });
  });
});
