import { JSONParser } from '@streamparser/json';
import { modelReplySchema } from './reply.ts';

/** The fields of the model's answer whose strings are spoken lines. */
export type LineField = 'lines' | 'linesTrans';

/** One string of "lines" or "linesTrans", whole and trimmed as the reply's parser trims it. */
export interface StreamedText {
  field: LineField;
  index: number;
  text: string;
}

export interface LineReader {
  /** Feeds one content delta of the model's answer. */
  push(delta: string): void;
  /** The answer stopped being JSON the reader could follow: it gives out nothing more. */
  readonly broken: boolean;
}

const FIELDS = new Set<string>(['lines', 'linesTrans']);
// What may precede the JSON object: white space and an opening code fence (parseModelReply strips one too).
const PREFIX = /^\s*(?:```(?:json)?\s*)?$/i;
const MAX_LINES = 3;

/**
 * Reads the model's JSON answer as it streams and hands out each string of "lines" and "linesTrans" the
 * moment its closing quote arrives, never a part of one. A string the reply's schema would refuse
 * (empty, too long, a fourth line) is held back. Anything that is not JSON stops the reader: only the
 * whole answer's parse decides then.
 */
export function createLineReader(onText: (text: StreamedText) => void): LineReader {
  const line = modelReplySchema.shape.lines.element;
  const trans = modelReplySchema.shape.linesTrans.unwrap().element;
  const parser = new JSONParser({ paths: ['$.lines.*', '$.linesTrans.*'], keepStack: false });
  let started = false;
  let before = '';
  let ended = false;
  const reader = {
    broken: false,
    push(delta: string) {
      if (reader.broken || ended) return;
      let text = delta;
      if (!started) {
        before += delta;
        const at = before.indexOf('{');
        if (at < 0) {
          if (!PREFIX.test(before)) reader.broken = true;
          return;
        }
        if (!PREFIX.test(before.slice(0, at))) {
          reader.broken = true;
          return;
        }
        started = true;
        text = before.slice(at);
      }
      try {
        parser.write(text);
      } catch {
        // the trailing code fence after the object is not JSON, and that is all right
        if (!ended) reader.broken = true;
      }
    },
  };
  parser.onValue = ({ value, key, stack }) => {
    const field = stack[1]?.key;
    if (stack.length !== 2 || typeof field !== 'string' || !FIELDS.has(field)) return;
    if (typeof key !== 'number' || key >= MAX_LINES || typeof value !== 'string') return;
    const checked = (field === 'lines' ? line : trans).safeParse(value);
    if (checked.success) onText({ field: field as LineField, index: key, text: checked.data });
  };
  parser.onEnd = () => {
    ended = true;
  };
  parser.onError = () => {
    if (!ended) reader.broken = true;
  };
  return reader;
}
