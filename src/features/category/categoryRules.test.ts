import { CATEGORY_ACTION_PERM, CATEGORY_ACTIONS } from './categoryRules';

test('every category, normal or invalid, allows edit, manage tags, priority and delete', () => {
  expect(CATEGORY_ACTIONS).toEqual(['edit', 'manageTags', 'priority', 'delete']);
  expect(CATEGORY_ACTION_PERM).toEqual({
    edit: '17-01-03-02',
    manageTags: '17-01-03-03',
    priority: '17-01-03-04',
    delete: '17-01-03-05',
  });
});
