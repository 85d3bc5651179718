import { HomePage, homePageMetadata } from '@/components/home/home-page';

export const revalidate = 300;

export const metadata = homePageMetadata('pa');

export default function Page() {
  return <HomePage locale="pa" />;
}
