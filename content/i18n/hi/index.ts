import type { Messages } from '../types';
import { cards } from './cards';
import { emergency } from './emergency';
import { forms } from './forms';
import { frame } from './frame';
import { home } from './home';
import { units } from './places';
import { requestStatus } from './request-status';
import { requests } from './requests';
import { shell } from './shell';
import { status } from './status';
import { suggestions } from './suggestions';

export const hi: Messages = {
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
};
