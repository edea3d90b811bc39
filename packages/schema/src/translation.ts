import { z } from 'zod';

/** Map of English originals to translated text for one language. */
export const translationMapSchema = z.record(z.string(), z.string());
export type TranslationMap = z.infer<typeof translationMapSchema>;
export const translationAddInputSchema = z.object({ originals: z.array(z.string().min(1).max(2000)).min(1).max(500) });
export const translationAddAnswerSchema = z.object({ added: z.number().int() });
