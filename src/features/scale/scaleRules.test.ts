import { PERM } from '@/shared/session/permissions';
import { canScale, SCALE_ACTION_PERM, SCALE_ACTIONS, testEntranceUrl } from './scaleRules';

test.each([
  [0, 'edit', true],
  [0, 'relateTags', true],
  [0, 'delete', true],
  [0, 'download', true],
  [1, 'edit', false],
  [1, 'relateTags', true],
  [1, 'delete', false],
  [1, 'download', false],
] as const)('a scale of type %i may %s: %s', (type, action, allowed) => {
  expect(canScale(type, action)).toBe(allowed);
});

test('each action has the code of spec §6', () => {
  expect(SCALE_ACTION_PERM).toEqual({
    edit: PERM.scaleEdit,
    relateTags: PERM.scaleRelateTags,
    delete: PERM.scaleDelete,
    download: undefined,
  });
  expect([PERM.scalePublish, PERM.scaleEdit, PERM.scaleRelateTags, PERM.scaleDelete]).toEqual([
    '17-01-01-01',
    '17-01-01-02',
    '17-01-01-03',
    '17-01-01-04',
  ]);
  expect(SCALE_ACTIONS[1]).toEqual(['relateTags']);
});

test('the test entrance of a scale', () => {
  expect(testEntranceUrl('http://x', '12')).toBe('http://x/selfTest/12');
});
