import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { JOB_ID_STORAGE_KEY } from '@/lib/forms/career-storage';
import { CareerApplicationForm } from './career-application-form';

const fetchMock = jest.fn();

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({
    ok: true,
    status: 201,
    json: async () => ({
      success: true,
      message: 'Thank you for applying.',
      reference: 'AH-23456789',
    }),
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

function apply(cv: File) {
  fireEvent.change(screen.getByLabelText(/^Patient Name/), { target: { value: 'Ravi Kumar' } });
  fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '9876543210' } });
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'ravi@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Select CV/), { target: { files: [cv] } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

const sentBody = () => (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;

describe('the career application', () => {
  it('sent empty, puts focus on its first field in error, Patient Name', async () => {
    render(<CareerApplicationForm jobId="job-of-page" />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText(/^Patient Name/)).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the CV as multipart for the page's own job, then says thank you", async () => {
    window.localStorage.setItem(JOB_ID_STORAGE_KEY, 'job-applied-for-before');
    render(<CareerApplicationForm jobId="job-of-page" />);
    const cv = new File(['%PDF-1.4'], 'My CV.pdf', { type: 'application/pdf' });
    apply(cv);

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for applying.');
    const [url] = fetchMock.mock.calls[0] as [string];
    expect(url).toBe('/api/career-applications');
    const body = sentBody();
    expect(body.get('id')).toBe('job-of-page');
    expect(body.get('name')).toBe('Ravi Kumar');
    expect((body.get('cv') as File).name).toBe('My CV.pdf');
    expect((screen.getByLabelText(/^Select CV/) as HTMLInputElement).files).toHaveLength(0);
  });

  it('falls back to the job the list stored when the page names none', async () => {
    window.localStorage.setItem(JOB_ID_STORAGE_KEY, 'job-from-list');
    render(<CareerApplicationForm jobId="" />);
    apply(new File(['%PDF-1.4'], 'cv.pdf'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody().get('id')).toBe('job-from-list');
  });

  it('refuses a file of another type before sending', async () => {
    render(<CareerApplicationForm jobId="job-of-page" />);
    apply(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please choose a PDF, DOC or DOCX file')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Select CV/)).toHaveAccessibleDescription(
      'PDF, DOC or DOCX, up to 5 MB. Please choose a PDF, DOC or DOCX file',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
