import { ContactPage, contactPageMetadata } from '@/components/contact/contact-page';

export const metadata = contactPageMetadata('pa');

export default function Page() {
  return <ContactPage locale="pa" />;
}
