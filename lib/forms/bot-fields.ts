// Names of the hidden fields every form sends, shared by the forms and their handlers.

/** A field people never see or fill; software that fills every field gives itself away. */
export const HONEYPOT_FIELD = 'company';

/** When the form was shown (epoch ms), to spot submissions faster than a person can type. */
export const STARTED_AT_FIELD = 'startedAt';

/** The privacy notice shown beside the form (its version): recorded with the request. */
export const NOTICE_VERSION_FIELD = 'noticeVersion';
