import { ContactPage, contactPageMetadata } from '@/components/contact/contact-page';

export const metadata = contactPageMetadata('en');

export default function Page() {
  return <ContactPage />;
}
