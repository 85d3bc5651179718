import { errorSummary, stackFrames } from './error-summary';

describe('errorSummary', () => {
  it('names the class and code of an error and its causes, never the message', () => {
    const driver = Object.assign(new Error('invalid byte sequence'), {
      name: 'DatabaseError',
      code: '22021',
    });
    const query = new Error(
      'Failed query: insert into "submissions" params: Asha Kaur,9876543210,asha@example.com',
      { cause: driver },
    );
    query.name = 'DrizzleQueryError';
    const line = errorSummary(query);
    expect(line).toBe('DrizzleQueryError <- DatabaseError 22021');
    expect(line).not.toMatch(/Asha|9876543210|example\.com/);
  });

  it('copes with anything thrown', () => {
    expect(errorSummary('boom')).toBe('string');
    expect(errorSummary(undefined)).toBe('unknown error');
    expect(errorSummary({ code: 'ECONNREFUSED' })).toBe('Object ECONNREFUSED');
  });
});

describe('stackFrames', () => {
  it('keeps where it happened and drops what it said', () => {
    const frames = stackFrames(new Error('phone 9876543210'));
    expect(frames).toMatch(/^\s+at /);
    expect(frames).not.toContain('9876543210');
  });
});
