import { z } from 'zod';
import { LANGUAGES, type Language } from './constants.ts';
import { ERRORS } from './errors.ts';

export const languageSchema = z.enum(LANGUAGES);

/** English language name to code (the specification's reverse map). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  ru: 'Russian',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  ar: 'Arabic',
  tr: 'Turkish',
  id: 'Indonesian',
  hi: 'Hindi',
  vi: 'Vietnamese',
  th: 'Thai',
};
export const LANGUAGE_CODES: Record<string, Language> = Object.fromEntries(
  Object.entries(LANGUAGE_NAMES).map(([code, name]) => [name, code as Language]),
);
export const tierSchema = z.number().int().min(0).max(3);

/** Ids are short url-safe strings (content ids like "mila", database ids like cuid). */
export const idSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, ERRORS['field.invalidId']);

/** Tags are key/value pairs (spec §3): futas, girls, girls-set, futas-set, language, futa, and per-character tags. */
export const tagKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9 !_-]+$/i, 'Invalid tag');
export const tagValueSchema = z.union([z.string().max(40), z.boolean()]).transform((v) => String(v));
export const tagsSchema = z.record(z.string(), z.string());
export type Tags = z.infer<typeof tagsSchema>;

/** Causes an error answer may carry (spec §8). */
export const errorCauseSchema = z.enum([
  'tier',
  'patreon',
  'score',
  'login',
  'location',
  'quota',
  'blocked',
  'validation',
  'content',
  'rate',
]);
export type ErrorCause = z.infer<typeof errorCauseSchema>;
/**
 * Every failed REST call answers this shape; a refused input adds `issues`, each problem with the field it names.
 * `key` and `params` name the message in the catalogue (errors.ts) so a page can show it in its language.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  cause: z.unknown().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const successSchema = z.object({ success: z.literal(true) });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
