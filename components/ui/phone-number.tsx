import type { Phone } from '@/content/site';

/**
 * A phone number as people read it: after its label on the same line where it fits, else whole on
 * the next, never split between "+91 98154" and the rest. In a flex link, keep the label and the
 * number in one text span, so that they wrap together.
 */
export function PhoneNumber({ phone }: { phone: Pick<Phone, 'display'> }) {
  return <span className="phone-number">{phone.display}</span>;
}
