import type { DemoCharacter } from '../types.ts';
import { camille } from './camille.ts';
import { elise } from './elise.ts';
import { jade } from './jade.ts';
import { marina } from './marina.ts';
import { mila } from './mila.ts';
import { nova } from './nova.ts';
import { raven } from './raven.ts';
import { sienna } from './sienna.ts';
import { vera } from './vera.ts';

export const DEMO_CHARACTERS: DemoCharacter[] = [mila, sienna, vera, nova, camille, jade, marina, raven, elise];
