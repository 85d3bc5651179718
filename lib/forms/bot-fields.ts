// Names of the two hidden fields every form sends, shared by the forms and their handlers.

/** A field people never see or fill; software that fills every field gives itself away. */
export const HONEYPOT_FIELD = 'company';

/** When the form was shown (epoch ms), to spot submissions faster than a person can type. */
export const STARTED_AT_FIELD = 'startedAt';
