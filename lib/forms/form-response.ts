/** What every form handler answers, and what the forms read. */
export interface FormSuccess {
  success: true;
  message: string;
  reference: string;
}

export interface FormFailure {
  success: false;
  errorMessage: string;
  fieldErrors?: Record<string, string>;
}

export type FormResponse = FormSuccess | FormFailure;
