/** A digest of the mock's store, to see that a refused request changed nothing. */
import { createHash, type Hash } from 'node:crypto';
import { serialize } from 'node:v8';
import type { Db } from '../db';
import type { FillRecordRow } from '../questionnaire/types';

/** Verification bookkeeping, which every request touches by design (nonces, session use). */
const BOOKKEEPING = new Set<string>(['nonces', 'sessions']);

export function storeDigest(db: Db): string {
  const hash = createHash('sha1');
  for (const [key, value] of Object.entries(db)) {
    if (BOOKKEEPING.has(key)) continue;
    hash.update(key);
    if (key === 'files') hashFiles(hash, db.files);
    else if (key === 'survey') hashSurvey(hash, db);
    else if (hasToJSON(value)) hash.update(JSON.stringify(value) ?? '');
    // V8's own serialisation, maps and sets included: two to three times faster than JSON text
    // of the same tables, and the contract test takes two digests per documented call.
    else hash.update(serialize(value));
  }
  return hash.digest('hex');
}

/**
 * The stores that say what they hold themselves (the counselling tables' digest of changes, the
 * case records): their state is in private fields or derived, which V8's serialisation skips.
 */
function hasToJSON(value: unknown): value is { toJSON(): unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  );
}

/**
 * Stored files by their rows and bytes: serialising the bytes as JSON (one number each) took most
 * of a second. A seeded file (a questionnaire's workbook, written from the row as seeded, or a
 * scale cover) is made when first read (seedFiles.ts: a getter, no setter), so it counts by its
 * id: reading it here wrote 64 workbooks for every store a test checked.
 */
function hashFiles(hash: Hash, files: Db['files']) {
  for (const [id, file] of files) {
    hash.update(id);
    // The fields by name, so JSON.stringify never reads `data`.
    hash.update(
      JSON.stringify(
        file,
        Object.keys(file).filter((key) => key !== 'data'),
      ),
    );
    if (Object.getOwnPropertyDescriptor(file, 'data')?.get) hash.update(`\u0001seeded file ${id}`);
    else hash.update(file.data);
  }
}

/** Each frozen fill record's own digest: it cannot change, so it is serialised once. */
const frozenRecordDigests = new WeakMap<FillRecordRow, string>();

function recordDigest(record: FillRecordRow): string {
  const known = frozenRecordDigests.get(record);
  if (known) return known;
  const digest = createHash('sha1').update(serialize(record)).digest('hex');
  if (Object.isFrozen(record)) frozenRecordDigests.set(record, digest);
  return digest;
}

/**
 * The survey tables: the tasks by their data; the departments and people once, under their own
 * keys of the store, when they are its own maps (as seeded); the fill records one by one, each
 * frozen derived record by its digest made once (task/tasks.ts: the records of every task a
 * statistics call counts were 40 MB to serialise at each digest).
 */
function hashSurvey(hash: Hash, db: Db) {
  const { fillRecords, depts, respondents, ...rest } = db.survey;
  hash.update(serialize(rest));
  hash.update(depts === db.departments ? '\u0001departments' : serialize(depts));
  hash.update(respondents === db.people ? '\u0001people' : serialize(respondents));
  for (const [taskId, records] of fillRecords) {
    hash.update(`\u0002${taskId}\u0002${records.length}`);
    for (const record of records) hash.update(recordDigest(record));
  }
}
