import { ThankYouPage, thankYouPageMetadata } from '@/components/requests/thank-you-page';

export const metadata = thankYouPageMetadata('pa');

export default function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ThankYouPage locale="pa" searchParams={searchParams} />;
}
