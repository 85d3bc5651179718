/** The careers list keeps the job a visitor chose to apply for in local storage under this key (spec). */
export const JOB_ID_STORAGE_KEY = 'id';
