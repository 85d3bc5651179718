export const DEFAULT_ERROR_MESSAGE = 'An error occurred';

/** A failed call to the hospital API: the server's `errorMessage`, or the default message. */
export class HospitalApiError extends Error {
  override readonly name = 'HospitalApiError';
  /** HTTP status of the failed response; null when no response arrived (timeout, refused, …). */
  readonly status: number | null;
  /** The API path that failed, for logs. */
  readonly path: string;
  /** An answer arrived but was not the JSON object the API sends. */
  readonly isMalformed: boolean;
  /** No answer came within the timeout. */
  readonly timedOut: boolean;

  constructor(
    message: string,
    details: {
      status: number | null;
      path: string;
      cause?: unknown;
      malformed?: boolean;
      timedOut?: boolean;
    },
  ) {
    super(
      message || DEFAULT_ERROR_MESSAGE,
      details.cause === undefined ? undefined : { cause: details.cause },
    );
    this.status = details.status;
    this.path = details.path;
    this.isMalformed = details.malformed ?? false;
    this.timedOut = details.timedOut ?? false;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /**
   * No answer, a server error, throttling, or a body that is not JSON: the upstream is not well,
   * and a kept answer may stand in. A real answer such as a 404 is believed.
   */
  get isOutage(): boolean {
    return (
      this.status === null ||
      this.status >= 500 ||
      this.status === 408 ||
      this.status === 429 ||
      this.isMalformed
    );
  }
}

/** The message a failed response carries: its body's `errorMessage`, or the default. */
export function errorMessageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'errorMessage' in body) {
    const message = (body as { errorMessage: unknown }).errorMessage;
    if (typeof message === 'string' && message.trim() !== '') return message.trim();
  }
  return DEFAULT_ERROR_MESSAGE;
}
