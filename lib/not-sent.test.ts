import { formFieldLabels, notSentPage } from '@/content/not-sent-page';
import { notSentFor } from '@/content/routes';
import { blogCommentSchema } from './validation/blog-comment';
import { bookingSchema } from './validation/booking';
import { callbackSchema } from './validation/callback';
import { careerApplicationSchema } from './validation/career-application';
import { contactSchema } from './validation/contact';
import { DATA_REQUEST_FIELDS } from './validation/data-request';
import { doctorAppointmentSchema } from './validation/doctor-appointment';
import { parseNotSent } from './not-sent';

/** Fields a form fills in itself (a doctor, a job, a post): never the visitor's to correct. */
const HIDDEN_FIELDS = ['doctor', 'doctorname', 'id', 'slug'];

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

describe('the fields /not-sent can name', () => {
  const schemas = {
    appointment: bookingSchema,
    'doctor-appointment': doctorAppointmentSchema,
    callback: callbackSchema,
    contact: contactSchema,
    'career-application': careerApplicationSchema,
    'blog-comment': blogCommentSchema,
  };

  const fieldsOf: Record<string, string[]> = {
    ...Object.fromEntries(
      Object.entries(schemas).map(([kind, schema]) => [kind, Object.keys(schema.shape)]),
    ),
    'data-request': DATA_REQUEST_FIELDS,
  };

  it.each(Object.entries(fieldsOf))('are fields the %s form posts', (kind, fields) => {
    expect(Object.keys(formFieldLabels[kind]!).sort()).toEqual(
      fields.filter((name) => !HIDDEN_FIELDS.includes(name)).sort(),
    );
  });
});
