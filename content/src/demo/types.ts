import type { Palette } from '../art-manifest.ts';
import type { BeatSpec, Tr } from './text.ts';

export interface DemoLocation {
  id: string;
  name: Tr;
  unlockLevel: number;
}

export interface DemoPost {
  text: Tr;
  /** How many generated images; ignored when `video` is set. */
  images: number;
  /** A committed clip in content/demo/media/; the post then shows only the clip. */
  video?: string;
  daysAgo: number;
}

/** One demo character as written by hand; build-demo turns it into characters/<id>.json. */
export interface DemoCharacter {
  id: string;
  name: string;
  age: number;
  gender: 'girl' | 'futa';
  tier: number;
  tags: string[];
  palette: Palette;
  job: string;
  description: Tr;
  persona: { description: string; personality: string; scenario: string; mes_example: string };
  locations: [DemoLocation, DemoLocation];
  dialogue: {
    /** The first meeting's hello (never "you again?"). */
    greeting: Tr[];
    /** Hello to a player she has met before. */
    greetingReturning: Tr[];
    talk: { cold: BeatSpec[]; warm: BeatSpec[]; hot: BeatSpec[] };
    locationOffer: Tr[];
    dates: Record<string, BeatSpec[]>;
    actionOffer: Tr[];
    actionGeneric: Tr[];
    sceneEnd: Tr[];
    blocked: Tr[];
    away: Tr[];
    resume: Tr[];
    freeText: { positive: Tr[]; neutral: Tr[]; negative: Tr[] };
  };
  posts: DemoPost[];
}
