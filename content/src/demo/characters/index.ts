import type { DemoCharacter } from '../types.ts';
import { mila } from './mila.ts';

export const DEMO_CHARACTERS: DemoCharacter[] = [mila];
