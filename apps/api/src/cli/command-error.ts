/** A failure the operator caused (unknown user, bad number): printed as is, exit code 1. */
export class CommandError extends Error {}

export interface CommandResult {
  code: number;
  output: string;
}
