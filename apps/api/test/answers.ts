import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, errorCauseSchema, errorText, type ErrorKey } from '@app/schema';

/**
 * An answer's JSON checked against the schema it is published with, then handed back as it came: a test
 * reads typed fields, an answer that drifts from the shared schema fails here, and extra fields stay
 * visible to `toEqual` (a zod object would strip them).
 */
function checked<S extends z.ZodType>(json: unknown, schema: S): z.output<S> {
  schema.parse(json);
  return json as z.output<S>;
}

/** A REST answer read with its schema. */
export const restAnswer = <S extends z.ZodType>(res: LightMyRequestResponse, schema: S): z.output<S> =>
  checked(res.json(), schema);

/** A failed REST call's body: `{ error, cause? }`. */
export const restError = (res: LightMyRequestResponse) => restAnswer(res, errorBodySchema);

/** A tRPC answer's data, read with the procedure's output schema. */
export function trpcData<S extends z.ZodType>(res: LightMyRequestResponse, schema: S): z.output<S> {
  const { result } = z.object({ result: z.object({ data: z.unknown() }) }).parse(res.json());
  return checked(result.data, schema);
}

/** tRPC's error envelope: the message a player sees and, in its data, the specification's cause. */
const trpcErrorSchema = z.object({
  error: z.object({ message: z.string(), data: z.object({ cause: errorCauseSchema.optional() }).loose() }).loose(),
});

/** A failed tRPC call's error. */
export const trpcError = (res: LightMyRequestResponse) => checked(res.json(), trpcErrorSchema).error;

/** A refusal's body as the server answers it: the catalogue text filled in, its key and parameters, its cause. */
export const refusal = (key: ErrorKey, cause?: string, params: Record<string, string | number> = {}) => ({
  error: errorText(key, params),
  key,
  params,
  ...(cause ? { cause } : {}),
});
