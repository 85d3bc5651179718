import { ContactPage, contactPageMetadata } from '@/components/contact/contact-page';

export const metadata = contactPageMetadata('hi');

export default function Page() {
  return <ContactPage locale="hi" />;
}
