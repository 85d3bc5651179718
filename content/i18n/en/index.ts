import { ambulance } from './ambulance';
import { blocks } from './blocks';
import { cards } from './cards';
import { doctors } from './doctors';
import { emergency } from './emergency';
import { forms } from './forms';
import { frame } from './frame';
import { home } from './home';
import { units } from './places';
import { preview } from './preview';
import { requestStatus } from './request-status';
import { requests } from './requests';
import { shell } from './shell';
import { specialities } from './specialities';
import { status } from './status';
import { suggestions } from './suggestions';
import { unitPage } from './unit-page';

/**
 * The English catalogue: the shape every language's catalogue must have (content/i18n/types.ts),
 * so that a key missing in Punjabi or Hindi fails the type check.
 */
export const en = {
  frame,
  units,
  emergency,
  forms,
  shell,
  requests,
  requestStatus,
  status,
  home,
  cards,
  suggestions,
  ambulance,
  blocks,
  unitPage,
  specialities,
  doctors,
  preview,
};
