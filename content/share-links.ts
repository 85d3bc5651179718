/** A WhatsApp link with the message typed in; to one number when given, else to a chosen chat. */
export function whatsappLink(text: string, number?: string): string {
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}

/** A text-message link with the message typed in, for the phone's own messaging app. */
export function smsLink(text: string): string {
  return `sms:?&body=${encodeURIComponent(text)}`;
}
