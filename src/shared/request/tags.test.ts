import { LIST, changedRowTags, listTags } from './tags';

test('a list provides its LIST tag and one tag per row it shows', () => {
  expect(listTags('Role', [{ id: 'r1' }, { id: 'r2' }])).toEqual([
    { type: 'Role', id: LIST },
    { type: 'Role', id: 'r1' },
    { type: 'Role', id: 'r2' },
  ]);
});

test('rows named by another field use the given id', () => {
  expect(listTags('Expert', [{ userId: 'u1' }], (row) => row.userId)).toEqual([
    { type: 'Expert', id: LIST },
    { type: 'Expert', id: 'u1' },
  ]);
});

test('a list that failed to load still provides its LIST tag, so a save refetches it', () => {
  expect(listTags('Role', undefined)).toEqual([{ type: 'Role', id: LIST }]);
});

test("a change to a row invalidates the row's own entry and every list of its type", () => {
  expect(changedRowTags('Role', 'r1')).toEqual([
    { type: 'Role', id: 'r1' },
    { type: 'Role', id: LIST },
  ]);
});

test('a row just created has no entry of its own yet: only the lists are invalidated', () => {
  expect(changedRowTags('Role', undefined)).toEqual([{ type: 'Role', id: LIST }]);
  expect(changedRowTags('Role', '')).toEqual([{ type: 'Role', id: LIST }]);
});
