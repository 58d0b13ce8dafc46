import { PERM } from '@/shared/session/permissions';
import { canTag, TAG_ACTION_PERM, TAG_ACTIONS } from './tagRules';

test.each([
  [0, 'edit', true],
  [0, 'relateCategories', true],
  [0, 'manageScales', true],
  [0, 'assignOrgs', true],
  [0, 'delete', true],
  [1, 'edit', false],
  [1, 'relateCategories', true],
  [1, 'manageScales', false],
  [1, 'assignOrgs', false],
  [1, 'delete', false],
  [2, 'edit', false],
  [2, 'relateCategories', true],
  [2, 'delete', false],
] as const)('a tag of type %i may %s: %s', (type, action, allowed) => {
  expect(canTag(type, action)).toBe(allowed);
});

test('quoted and purchased tags only relate categories; codes are those of spec §6', () => {
  expect(TAG_ACTIONS[1]).toEqual(['relateCategories']);
  expect(TAG_ACTIONS[2]).toEqual(['relateCategories']);
  expect(TAG_ACTION_PERM).toEqual({
    edit: '17-01-02-02',
    relateCategories: '17-01-02-04',
    manageScales: '17-01-02-05',
    assignOrgs: PERM.tagAssignOrg,
    delete: '17-01-02-06',
  });
});
