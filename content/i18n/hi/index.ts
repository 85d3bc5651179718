import type { Messages } from '../types';
import { emergency } from './emergency';
import { forms } from './forms';
import { frame } from './frame';
import { units } from './places';

export const hi: Messages = { frame, units, emergency, forms };
