import { currentNoticeVersion } from '@/content/privacy-notice';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { requiredText } from '@/lib/validation/fields';
import { TextField } from './controls';
import { SiteForm } from './site-form';
import { useSiteForm, type SiteFormOptions } from './use-site-form';

const schema = z.object({
  name: requiredText('Name is required', 100),
  city: requiredText('City is required', 100),
});
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

const onSuccess = jest.fn();
const fetchMock = jest.fn();

function TestForm(options: Partial<SiteFormOptions<Input, Values>>) {
  const site = useSiteForm({
    schema,
    endpoint: '/api/test',
    defaultValues: { name: '', city: '' },
    failureMessage: 'Could not send.',
    onSuccess,
    ...options,
  });
  return (
    <SiteForm form={site} label="Test form" submitLabel="Send" pendingLabel="Sending...">
      <TextField label="Name" required {...site.field('name')} />
      <TextField label="City" required {...site.field('city')} />
    </SiteForm>
  );
}

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({ ok: status < 400, status, json: async () => body });
}

function fillAndSend(
  values: { name?: string; city?: string } = { name: 'Asha', city: 'Amritsar' },
) {
  if (values.name !== undefined)
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: values.name } });
  if (values.city !== undefined)
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: values.city } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

beforeEach(() => {
  onSuccess.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('a site form', () => {
  it('posts valid values as JSON with the bot-trap fields, then resets and calls onSuccess', async () => {
    const success = { success: true, message: 'Received', reference: 'AH-23456789' };
    answer(201, success);
    render(<TestForm />);
    expect(screen.getByRole('form', { name: 'Test form' })).toHaveAttribute('novalidate');
    fillAndSend();

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(success));
    expect(onSuccess.mock.calls[0]?.[0]).toHaveProperty('reference', 'AH-23456789');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/test');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Asha',
      city: 'Amritsar',
      company: '',
      startedAt: expect.any(Number),
      noticeVersion: currentNoticeVersion,
      // The page's language, recorded with the request: English here, with no provider.
      language: 'en',
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows invalid input with the schema messages, focuses the first, and posts nothing', async () => {
    render(<TestForm />);
    fillAndSend({ city: 'Amritsar' });

    const name = screen.getByLabelText(/^Name/);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field messages on their fields, not in an alert above the button", async () => {
    answer(422, {
      success: false,
      errorMessage: 'Please correct the highlighted fields.',
      fieldErrors: { city: 'We have no hospital there' },
    });
    render(<TestForm />);
    fillAndSend();

    const city = screen.getByLabelText(/^City/);
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
    expect(city).toHaveAccessibleDescription('We have no hospital there');
    expect(city).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Please correct the highlighted fields.')).not.toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  const keysSent = () =>
    fetchMock.mock.calls.map(
      ([, init]) =>
        (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'],
    );

  it('sends again twice with the same key when no answer came back, then shows its own failure message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<TestForm />);
    fillAndSend();

    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Could not send.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const keys = keysSent();
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(new Set(keys).size).toBe(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha');
  });

  it('a request whose answer was lost succeeds on the resend, and the next request has a new key', async () => {
    const success = { success: true, message: 'Received', reference: 'AH-23456789' };
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 502,
      json: async () => Promise.reject(new SyntaxError('html')),
    });
    answer(201, success);
    render(<TestForm />);
    fillAndSend();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(success), { timeout: 3000 });
    answer(201, success);
    fillAndSend();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const keys = keysSent();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends its next request with a new key once the site has refused one with a reason', async () => {
    const reused = {
      success: false,
      errorMessage: 'We already received this form with different details.',
    };
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    answer(422, reused);
    render(<TestForm />);
    fillAndSend();
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'different details',
    );
    answer(201, { success: true, message: 'Received', reference: 'AH-23456789' });
    fillAndSend({ city: 'Pathankot' });
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const keys = keysSent();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("shows the handler's own words (rate limit), unless the form keeps to its own", async () => {
    const limited = { success: false, errorMessage: 'Too many requests. Please wait a moment.' };
    answer(429, limited);
    const { unmount } = render(<TestForm />);
    fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
    unmount();

    answer(429, limited);
    render(<TestForm ownFailureMessageOnly />);
    fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send.');
  });

  it('shows the success message where asked, and is busy while sending', async () => {
    let settle!: (value: unknown) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (settle = resolve)));
    render(<TestForm successAlert />);
    fillAndSend();

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    settle({
      ok: true,
      status: 201,
      json: async () => ({ success: true, message: 'Thank you.', reference: 'AH-23456789' }),
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thank you.');
    expect(status).toHaveTextContent('Your reference: AH-23456789');
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');
  });

  it('stays a button in the tab order while busy, and sends once however often it is pressed', async () => {
    let settle!: (value: unknown) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (settle = resolve)));
    render(<TestForm />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Amritsar' } });
    const button = screen.getByRole('button', { name: 'Send' });
    button.focus();
    fireEvent.click(button);
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    fireEvent.click(busy);
    settle({
      ok: false,
      status: 429,
      json: async () => ({ success: false, errorMessage: 'Too many requests.' }),
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('posts the body the form builds, as multipart with the bot-trap fields', async () => {
    answer(201, { success: true, message: 'Received', reference: 'AH-23456789' });
    render(
      <TestForm
        toBody={(values) => {
          const body = new FormData();
          body.set('name', values.name);
          return body;
        }}
      />,
    );
    fillAndSend();

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const body = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'Asha',
      company: '',
      startedAt: expect.stringMatching(/^\d+$/),
      noticeVersion: currentNoticeVersion,
      language: 'en',
    });
  });
});
