import { DEFAULT_ERROR_MESSAGE, HospitalApiError, errorMessageOf } from './errors';

describe('error messages of failed calls', () => {
  it("are the body's errorMessage", () => {
    expect(errorMessageOf({ errorMessage: ' Doctor not found ' })).toBe('Doctor not found');
  });

  it.each([
    [undefined],
    [null],
    ['text'],
    [{}],
    [{ errorMessage: '' }],
    [{ errorMessage: 42 }],
    [{ message: 'other field' }],
  ])("default to 'An error occurred' for %p", (body) => {
    expect(errorMessageOf(body)).toBe('An error occurred');
  });

  it('keep the status and path, and default an empty message', () => {
    const error = new HospitalApiError('', { status: 404, path: '/single-blog/x' });
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(error.isNotFound).toBe(true);
    expect(error.path).toBe('/single-blog/x');
    expect(error).toBeInstanceOf(Error);
  });
});
