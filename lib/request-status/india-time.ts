const INDIA_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** A moment as a patient in India reads it: "29 November 2026 at 2:14 am". */
export function indiaTime(at: Date): string {
  return INDIA_TIME.format(at);
}
