import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { requiredText } from '@/lib/validation/fields';
import { TextField } from './controls';
import { formIsland } from './form-island';
import { FormIslandContext, type FormIsland } from './form-island-context';
import { SiteForm } from './site-form';
import { useSiteForm } from './use-site-form';

const schema = z.object({ name: requiredText('Name is required', 100) });
const fetchMock = jest.fn();

function NameForm({ label }: { label: string }) {
  const site = useSiteForm({
    schema,
    endpoint: '/api/test',
    defaultValues: { name: '' },
    failureMessage: 'Could not send.',
  });
  return (
    <SiteForm form={site} label={label} submitLabel="Send" pendingLabel="Sending...">
      <TextField label="Name" required {...site.field('name')} />
    </SiteForm>
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('a form island', () => {
  it('rendered on the client (after a navigation), loads its form at once', async () => {
    const load = jest.fn(async () => NameForm);
    const Island = formIsland(load, undefined);
    render(<Island label="Island form" />);
    expect(await screen.findByRole('form', { name: 'Island form' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a form inside an island', () => {
  it('keeps what was typed before its code arrived, and posts with the clock of the page', async () => {
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 201,
      json: async () => ({ success: true, message: 'Received', reference: 'AH-23456789' }),
    });
    const island: FormIsland = {
      startedAt: 1234,
      typedValues: (names) => (names.includes('name') ? { name: 'Asha' } : {}),
    };
    render(
      <FormIslandContext value={island}>
        <NameForm label="Island form" />
      </FormIslandContext>,
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ name: 'Asha', startedAt: 1234 });
  });
});
