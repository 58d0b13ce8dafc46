/**
 * A large JSON answer parsed in a Web Worker and handed back to the page a slice of rows at a time
 * (see jsonOffThread.ts). Kept apart from the worker's entry file so both sides can be tested
 * without a Worker.
 */

/** Rows per message: each message is read back on the page in a task of its own. */
const ROWS_PER_SLICE = 500;

/** What the worker posts back, in order. */
export type JsonReply =
  /** Not a list answer (or not JSON: `value` is null): the whole value, and nothing follows. */
  | { kind: 'whole'; value: unknown }
  /** A list answer with `data.rows` emptied; `rowCount` rows follow in `rows` messages. */
  | { kind: 'head'; value: { data: { rows: unknown[] } }; rowCount: number }
  | { kind: 'rows'; rows: unknown[] };

/** The bytes as JSON; null when they are not JSON (an HTML error page, a cut answer). */
export function parseBytes(bytes: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

function isListAnswer(value: unknown): value is { data: { rows: unknown[] } } {
  if (typeof value !== 'object' || value === null) return false;
  const data = (value as { data?: unknown }).data;
  return (
    typeof data === 'object' && data !== null && Array.isArray((data as { rows?: unknown }).rows)
  );
}

/** The messages for a parsed value: a list answer's head, then its rows a slice at a time. */
export function* replies(value: unknown, size = ROWS_PER_SLICE): Generator<JsonReply> {
  if (!isListAnswer(value)) {
    yield { kind: 'whole', value };
    return;
  }
  const { rows } = value.data;
  yield {
    kind: 'head',
    value: { ...value, data: { ...value.data, rows: [] } },
    rowCount: rows.length,
  };
  for (let start = 0; start < rows.length; start += size) {
    yield { kind: 'rows', rows: rows.slice(start, start + size) };
  }
}

/**
 * The page's side: takes the replies in order and answers the value once the last row is in,
 * undefined until then.
 */
export function assembler(): (reply: JsonReply) => { value: unknown } | undefined {
  let head: { value: { data: { rows: unknown[] } }; rowCount: number } | undefined;
  return (reply) => {
    if (reply.kind === 'whole') return { value: reply.value };
    if (reply.kind === 'head') head = reply;
    else if (head) head.value.data.rows.push(...reply.rows);
    else throw new Error('rows before their head');
    return head.value.data.rows.length >= head.rowCount ? { value: head.value } : undefined;
  };
}
