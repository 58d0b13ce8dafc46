import { groupTags, TAG_GROUPS } from './distributionRules';

test('tags are grouped as customize, quote and buy', () => {
  const tags = [
    { id: '1', name: '情绪', type: 0 as const },
    { id: '2', name: '幸福感', type: 1 as const },
    { id: '3', name: '专业测评', type: 2 as const },
    { id: '4', name: '睡眠', type: 0 as const },
  ];
  expect(groupTags(tags)).toEqual({ 0: [tags[0], tags[3]], 1: [tags[1]], 2: [tags[2]] });
  expect(TAG_GROUPS.map((group) => group.title)).toEqual(['自定义标签', '引用标签', '购买标签']);
});
