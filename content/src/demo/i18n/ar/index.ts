import { camille } from './camille.ts';
import { elise } from './elise.ts';
import { greetings } from './greetings.ts';
import { hub } from './hub.ts';
import { jade } from './jade.ts';
import { marina } from './marina.ts';
import { mila } from './mila.ts';
import { nova } from './nova.ts';
import { poses } from './poses.ts';
import { raven } from './raven.ts';
import { shared } from './shared.ts';
import { sienna } from './sienna.ts';
import { vera } from './vera.ts';

/** Arabic (ar, Modern Standard Arabic): every demo text, one table per area. */
export const arTables: Record<string, string>[] = [mila, sienna, vera, nova, camille, jade, marina, raven, elise, poses, shared, hub, greetings];
