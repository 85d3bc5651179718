/** @jest-environment node */
import { SOCKET_ADDRESS_HEADER } from '@/lib/forms/socket-address';
import { storeSubmission } from '@/lib/submissions/server';
import { POST } from './route';

jest.mock('@/lib/submissions/server', () => ({
  storeSubmission: jest.fn(async () => ({ reference: 'AH-TESTBK01' })),
  generateReference: () => 'AH-BOTBOT01',
  wakeRelay: () => {},
}));

let address = 0;

function book(fields: Record<string, unknown>) {
  address += 1;
  return POST(
    new Request('http://localhost/api/appointments', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Asha Kaur',
        phone: '9876543210',
        email: 'asha@example.com',
        location: 'Amritsar',
        specialty: 'Cardiology',
        message: 'Chest pain on climbing stairs',
        company: '',
        startedAt: Date.now() - 10_000,
        ...fields,
      }),
      // A fresh address each time, so the rate limit never answers instead.
      headers: {
        'Content-Type': 'application/json',
        [SOCKET_ADDRESS_HEADER]: `192.0.2.${address}`,
      },
    }),
  );
}

const storedPayload = () => jest.mocked(storeSubmission).mock.calls.at(-1)?.[0].payload;

beforeEach(() => jest.mocked(storeSubmission).mockClear());

describe('a booking for one doctor', () => {
  it("stores the catalogue's doctor: name, slug, and the name in the message", async () => {
    const response = await book({ doctor: 'dr-ankit-mehra' });
    expect(response.status).toBe(201);
    expect(storedPayload()).toEqual({
      name: 'Asha Kaur',
      phone: '9876543210',
      email: 'asha@example.com',
      location: 'Amritsar',
      specialty: 'Cardiology',
      message: 'Dr. Ankit Mehra: Chest pain on climbing stairs',
      doctorname: 'Dr. Ankit Mehra',
      doctorSlug: 'dr-ankit-mehra',
    });
  });

  it('keeps a message that already names the doctor as written', async () => {
    await book({ doctor: 'dr-ankit-mehra', message: 'Dr. Ankit Mehra: chest pain' });
    expect(storedPayload()).toMatchObject({
      message: 'Dr. Ankit Mehra: chest pain',
      doctorname: 'Dr. Ankit Mehra',
    });
  });

  it.each([
    ['an unknown slug', 'dr-nobody-here'],
    ['a value that cannot be a slug', '../admin'],
    ['a value that is not text', { slug: 'dr-ankit-mehra' }],
  ])('is stored as a plain booking for %s', async (_case, doctor) => {
    const response = await book({ doctor });
    expect(response.status).toBe(201);
    const payload = storedPayload();
    expect(payload).toMatchObject({ message: 'Chest pain on climbing stairs' });
    expect(payload).not.toHaveProperty('doctor');
    expect(payload).not.toHaveProperty('doctorname');
    expect(payload).not.toHaveProperty('doctorSlug');
  });
});
