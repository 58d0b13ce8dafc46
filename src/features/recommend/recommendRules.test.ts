import { RECOMMEND_ACTION_PERM, RECOMMEND_ACTIONS } from './recommendRules';
import { CATEGORY_ACTION_PERM, CATEGORY_ACTIONS } from '@/features/category/categoryRules';

test('invalid and normal recommendations allow edit and delete; expired only delete', () => {
  expect(RECOMMEND_ACTIONS).toEqual({
    0: ['edit', 'delete'],
    1: ['edit', 'delete'],
    2: ['delete'],
  });
});

test('recommendation edit and delete reuse the category codes (§6)', () => {
  expect(RECOMMEND_ACTION_PERM).toEqual({ edit: '17-01-03-02', delete: '17-01-03-05' });
  expect(RECOMMEND_ACTION_PERM.edit).toBe(CATEGORY_ACTION_PERM.edit);
  expect(RECOMMEND_ACTION_PERM.delete).toBe(CATEGORY_ACTION_PERM.delete);
});

test('every category, normal or invalid, allows edit, manage tags, priority and delete', () => {
  expect(CATEGORY_ACTIONS).toEqual(['edit', 'manageTags', 'priority', 'delete']);
  expect(CATEGORY_ACTION_PERM).toEqual({
    edit: '17-01-03-02',
    manageTags: '17-01-03-03',
    priority: '17-01-03-04',
    delete: '17-01-03-05',
  });
});
