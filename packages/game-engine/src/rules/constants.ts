/** Spec §4 and §9 constants, shared by the server (authoritative) and the page (display). */

/** Points per level: level = floor(score / LEVEL_STEP) + 1. */
export const LEVEL_STEP = 30;
export const METER_MIN = 0;
export const METER_MAX = 30;
/** A meter at or below this blocks the player. */
export const BLOCK_METER = 3;
/**
 * The top of the danger band (design §4: 4..7): above the block line, but one or two rude replies from
 * it. The page paints the band on the meter and warns while the meter is in it.
 */
export const DANGER_METER = 7;
/**
 * Warnings in a row a block needs before it (design §4): a rude turn into the danger band warns, the
 * next ones warn more sharply, and only rudeness that goes on after them blocks.
 */
export const WARNINGS_BEFORE_BLOCK = 4;
/** The mood bands: cold below WARM_METER, warm below HOT_METER, hot from it (design §4). */
export const WARM_METER = 10;
export const HOT_METER = 20;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** The page checks the block status this often. */
export const STATUS_CHECK_INTERVAL_MS = 5_000;
/** Dedup compares this many leading characters. */
export const DEDUP_CHARS = 300;
/** Default meter thresholds (a character's pack may override them). */
export const DEFAULT_DATE_THRESHOLD = 15;
export const DEFAULT_SCENE_THRESHOLD = 25;
/** Where the meter falls back to after a scene ends (warm, well clear of a block). */
export const RESTING_METER = 12;
/** Where the meter restarts when a block has run out: the danger band (design §4), not 0. */
export const RESUME_METER = 6;
/** Score bonus when a scene ends. */
export const SCENE_BONUS = 10;
/** Score per chosen action in a scene. */
export const ACTION_SCORE = 2;
/** Action turns in a scene before it ends on its own (God Mode ends scenes itself). */
export const SCENE_TURNS = 3;
/** A chat whose content pack has nothing unsaid left pauses this long ("away") instead of going quiet. */
export const PAUSE_MINUTES = 10;
/** The hub countdown refreshes this often. */
export const COUNTDOWN_REFRESH_MS = 60_000;
/** The floating-emoji overlay is removed after this long. */
export const EMOJI_OVERLAY_REMOVE_MS = 5_200;
/** The line shown by the page while the date location loads. */
export const FEW_MINUTES_LATER = 'A few minutes later...';
