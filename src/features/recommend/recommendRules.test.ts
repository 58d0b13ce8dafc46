import { RECOMMEND_ACTION_PERM, RECOMMEND_ACTIONS } from './recommendRules';
import { PERM } from '@/shared/session/permissions';

test('invalid and normal recommendations allow edit and delete; expired only delete', () => {
  expect(RECOMMEND_ACTIONS).toEqual({
    0: ['edit', 'delete'],
    1: ['edit', 'delete'],
    2: ['delete'],
  });
});

test('recommendation edit and delete reuse the category codes (§6)', () => {
  expect(RECOMMEND_ACTION_PERM).toEqual({ edit: '17-01-03-02', delete: '17-01-03-05' });
  expect(RECOMMEND_ACTION_PERM.edit).toBe(PERM.categoryEdit);
  expect(RECOMMEND_ACTION_PERM.delete).toBe(PERM.categoryDelete);
});
