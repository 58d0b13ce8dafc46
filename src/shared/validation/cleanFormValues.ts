/** Field values as a form hands them over. */
type FormValues = Record<string, unknown>;

const isPlainObject = (value: unknown): value is FormValues =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

function cleanValue(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (Array.isArray(value)) {
    // A list of texts (tags, options) loses its blank items. Any other list keeps each item at its
    // index: a list of rows, or the sparse list antd builds for a numeric path such as
    // ['prices', way], where an item's place is its meaning (`Array.from` visits the holes too).
    const items = Array.from(value as unknown[]);
    const texts = items.every((item) => typeof item === 'string');
    return texts
      ? items.map(cleanValue).filter((item) => item !== undefined)
      : items.map(cleanValue);
  }
  // Moments, Files and other class instances pass untouched; only plain objects are walked.
  return isPlainObject(value) ? cleanObject(value, []) : value;
}

function cleanObject(values: FormValues, keep: readonly string[]): FormValues {
  const out: FormValues = {};
  for (const [key, value] of Object.entries(values)) {
    const cleaned = keep.includes(key) ? value : cleanValue(value);
    if (cleaned !== undefined) out[key] = cleaned;
  }
  return out;
}

/**
 * What the platform receives: strings trimmed, empty strings and undefined dropped, nested plain
 * objects and lists cleaned alike. `keep` names fields sent exactly as typed (passwords: a space
 * in a password is part of it).
 */
export function cleanFormValues<T extends object>(
  values: T,
  keep: readonly string[] = [],
): Partial<T> {
  return cleanObject(values as FormValues, keep) as Partial<T>;
}
