import { doctorsPage } from '@/content/doctors-page';
import type * as hospitalApi from '@/lib/hospital-api';
import { DOCTORS_LIST } from '@/lib/lists/addresses.mjs';
import { defineList, type LoadContext } from '@/lib/lists/define-list';
import { listInLanguages } from '@/lib/lists/in-languages';
import { DOCTORS_PAGE_SIZE, doctorsListPage, doctorsListView } from './query';

type DoctorsApi = Pick<typeof hospitalApi, 'getDoctors'>;

/** /doctors: every doctor, filtered here by name, city and speciality. */
export const doctorsList = defineList({
  address: DOCTORS_LIST,
  pageSize: DOCTORS_PAGE_SIZE,
  view: doctorsListView,
  load: async (view, { pageSize, api }: LoadContext<DoctorsApi>) =>
    doctorsListPage(await api.getDoctors(), view, pageSize),
  // The whole list and each city tab.
  prerendered: (firstView) => doctorsPage.cityTabs.map((tab) => ({ ...firstView, city: tab.city })),
  keyFromAddress: 'normalised',
});

/** /doctors in each language: /pa/doctors and /hi/doctors show the same views. */
export const doctorsListIn = listInLanguages(doctorsList);
