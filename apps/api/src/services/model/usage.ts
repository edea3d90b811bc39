import type { SqlRunner } from '../../db/client.ts';
import type { ModelClient } from './client.ts';

/** A model client that adds up the tokens of the completions it was asked for (one turn's calls). */
export function meteredModel(model: ModelClient): ModelClient & { readonly tokens: number } {
  let tokens = 0;
  return {
    get tokens() {
      return tokens;
    },
    async complete(messages, opts) {
      const completion = await model.complete(messages, opts);
      tokens += completion.tokens;
      return completion;
    },
  };
}

/** Adds tokens to the day's count of the player's tier (the dashboard's tokens per tier): one statement. */
export async function addModelTokens(sql: SqlRunner, day: string, tier: number, tokens: number): Promise<void> {
  await sql.query(
    `INSERT INTO "ModelUsage" ("day", "tier", "tokens") VALUES ($1, $2, $3)
     ON CONFLICT ("day", "tier") DO UPDATE SET "tokens" = "ModelUsage"."tokens" + excluded."tokens"`,
    [day, tier, tokens],
  );
}
