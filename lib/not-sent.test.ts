import { notSentPage } from '@/content/not-sent-page';
import { notSentFor } from '@/content/routes';
import { parseNotSent } from './not-sent';

const paramsOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('what /not-sent reports', () => {
  it("names the form's fields by their labels, in the order given, each once", () => {
    expect(
      parseNotSent(paramsOf(notSentFor('appointment', 'fields', ['phone', 'location', 'phone']))),
    ).toEqual({ reason: 'fields', fields: ['Phone number', 'Hospital'] });
  });

  it('shows only words of its own: unknown fields, kinds and reasons are left out', () => {
    expect(
      parseNotSent({ kind: 'appointment', reason: 'Call 0000', fields: 'name,Call 0000' }),
    ).toEqual({ reason: 'failed', fields: ['Patient name'] });
    expect(parseNotSent({ kind: 'toString', reason: 'fields', fields: 'name' })).toEqual({
      reason: 'fields',
      fields: [],
    });
    expect(parseNotSent({})).toEqual({ reason: 'failed', fields: [] });
  });

  it('has words for every reason', () => {
    for (const reason of ['fields', 'file', 'busy', 'failed'] as const)
      expect(notSentPage.reasons[reason]).toMatch(/\w/);
  });
});
