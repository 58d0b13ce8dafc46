import { Buffer } from 'node:buffer';
import { createMockApp } from '../app';
import { fillRecordsOf } from '../task/tasks';
import { storeDigest } from './digest';

/** The digest reads rows still as seeded instead of serialising them; every change must still show. */
test('the store digest shows any change to the counselling tables, and a change undone gives it back', () => {
  const app = createMockApp();
  const unbuilt = storeDigest(createMockApp().db);
  const t = app.db.counselling.tables;
  const pristine = storeDigest(app.db);
  expect(pristine).toBe(unbuilt);
  const seededTodo = t.todos[0];

  const [first, second] = [...t.orders.values()];
  // Rows are replaced, never written (copy-on-write): undoing puts the seed's row back.
  const putBack = () => t.orders.set(first.id, first);
  const undoable: [string, () => void, () => void][] = [
    [
      'a log entry added',
      () => t.orders.set(first.id, { ...first, logs: [...first.logs, { ...first.logs[0] }] }),
      putBack,
    ],
    [
      'a nested field changed',
      () =>
        t.orders.set(first.id, {
          ...first,
          logs: first.logs.map((entry, i) =>
            i === 0 ? { ...entry, note: `${entry.note}!` } : entry,
          ),
        }),
      putBack,
    ],
    [
      'a field changed',
      () => t.orders.set(first.id, { ...first, remark: `${first.remark}!` }),
      putBack,
    ],
    ['a to-do added', () => t.todos.push({ ...t.todos[0], id: 'new' }), () => t.todos.pop()],
    [
      'a to-do replaced',
      () => (t.todos[0] = { ...t.todos[0], status: t.todos[0].status === 0 ? 1 : 0 }),
      () => (t.todos[0] = seededTodo),
    ],
    [
      'a config changed',
      () => t.configs.set('new', [...t.configs.values()][0]),
      () => t.configs.delete('new'),
    ],
  ];
  for (const [what, change, undo] of undoable) {
    change();
    expect({ what, digest: storeDigest(app.db) }).not.toEqual({ what, digest: pristine });
    undo();
    expect({ what, digest: storeDigest(app.db) }).toEqual({ what, digest: pristine });
  }

  // A row replaced by an equal copy is no change: the digest is of the data, not of the objects.
  t.orders.set(first.id, { ...first });
  t.todos[0] = { ...seededTodo };
  expect(storeDigest(app.db)).toBe(pristine);
  putBack();

  t.counters.orders = (t.counters.orders ?? 0) + 1;
  const counted = storeDigest(app.db);
  expect(counted).not.toBe(pristine);
  t.slots.delete([...t.slots.keys()][0]);
  const freed = storeDigest(app.db);
  expect(freed).not.toBe(counted);

  // The same row moved to the end of the map: the same rows in another order is another state.
  t.orders.delete(second.id);
  t.orders.set(second.id, second);
  expect(storeDigest(app.db)).not.toBe(freed);

  // Another store shares the seed's rows, not this store's changes.
  expect(storeDigest(createMockApp().db)).toBe(unbuilt);

  // Outside the counselling tables: a row in a map inside a table, a file's bytes, a table.
  const plain = createMockApp();
  const seeded = storeDigest(plain.db);
  const scale = [...plain.db.scaleArea.scales.values()][0];
  scale.name += '!';
  const renamed = storeDigest(plain.db);
  expect(renamed).not.toBe(seeded);
  scale.name = scale.name.slice(0, -1);
  expect(storeDigest(plain.db)).toBe(seeded);
  const cover = [...plain.db.files.values()].find((file) => file.contentType === 'image/png')!;
  plain.db.files.set(cover.id, { ...cover, data: Buffer.from([1, 2, 3]) });
  expect(storeDigest(plain.db)).not.toBe(seeded);
  plain.db.files.set(cover.id, cover);
  expect(storeDigest(plain.db)).toBe(seeded);
  // A task's fill records, derived and frozen, digested once each: removing one still shows.
  const task = plain.db.survey.tasks.get(plain.db.survey.bigTaskId)!;
  const records = fillRecordsOf(
    plain.db.survey,
    plain.db.seed,
    task,
    plain.db.questionnaires.get(task.formId),
  );
  const built = storeDigest(plain.db);
  const [removed] = records.splice(1, 1);
  expect(storeDigest(plain.db)).not.toBe(built);
  records.splice(1, 0, { ...removed, fillTime: `${removed.fillTime}!` });
  expect(storeDigest(plain.db)).not.toBe(built);
  records.splice(1, 1, removed);
  expect(storeDigest(plain.db)).toBe(built);
  expect(() => Object.assign(removed, { fillStatus: 2 })).toThrow(TypeError);
  plain.db.orgs.clear();
  expect(storeDigest(plain.db)).not.toBe(seeded);
});

test("the seeded rows are frozen and shared: a store's change replaces a row, and no other store sees it", () => {
  const app = createMockApp();
  const other = createMockApp();
  const [id, row] = [...app.db.counselling.tables.orders][0];
  expect(other.db.counselling.tables.orders.get(id)).toBe(row);
  // A write that slipped past the read-only row types throws instead of changing every store's seed.
  expect(() => Object.assign(row, { remark: 'written in place' })).toThrow(TypeError);
  expect(() => Object.assign(row.logs, { 0: row.logs[1] })).toThrow(TypeError);
  app.db.counselling.tables.orders.set(id, { ...row, remark: 'replaced' });
  expect(other.db.counselling.tables.orders.get(id)?.remark).toBe(row.remark);
  expect(storeDigest(other.db)).not.toBe(storeDigest(app.db));
});
