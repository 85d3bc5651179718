import { HomePage, homePageMetadata } from '@/components/home/home-page';

export const revalidate = 300;

export const metadata = homePageMetadata('en');

export default function Page() {
  return <HomePage />;
}
