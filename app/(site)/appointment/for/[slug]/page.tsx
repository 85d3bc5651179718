import type { Metadata } from 'next';
import { AppointmentPage } from '@/components/appointment/appointment-page';
import { appointmentForDoctor, appointmentPage } from '@/content/appointment-page';
import { findBookingDoctor } from '@/lib/booking/doctor-lookup';
import { appointmentPath, decodePathSegment } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

// /appointment?doctor={slug} (the proxy rewrites it here): the form for the doctor whose card the
// visitor followed, in the server's HTML. One cached render per doctor, made on its first visit
// and checked against the catalogue like the doctor's own page; a slug the catalogue does not know
// gets the plain form. The address stays /appointment for search engines, and this variant, one
// per doctor, is kept out of their index.
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

const doctorOf = async (params: Props['params']) =>
  findBookingDoctor(decodePathSegment((await params).slug));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doctor = await doctorOf(params);
  return pageMetadata({
    title: doctor ? appointmentForDoctor.title(doctor.name) : appointmentPage.metaTitle,
    description: doctor
      ? appointmentForDoctor.description(doctor.name)
      : appointmentPage.description,
    path: appointmentPath,
    noindex: true,
  });
}

export default async function Page({ params }: Props) {
  return <AppointmentPage message="" doctor={await doctorOf(params)} />;
}
