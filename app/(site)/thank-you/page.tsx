import { ThankYouPage, thankYouPageMetadata } from '@/components/requests/thank-you-page';

export const metadata = thankYouPageMetadata('en');

interface ThankYouPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default function Page({ searchParams }: ThankYouPageProps) {
  return <ThankYouPage locale="en" searchParams={searchParams} />;
}
