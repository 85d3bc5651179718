import type { Messages } from '../types';
import { emergency } from './emergency';
import { forms } from './forms';
import { frame } from './frame';
import { units } from './places';
import { requests } from './requests';
import { shell } from './shell';

export const hi: Messages = { frame, units, emergency, forms, shell, requests };
