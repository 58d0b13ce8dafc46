import type { TagBrief, TagType } from '@/shared/assessment/assessmentLabels';

/** The wizard's tag groups (assessment spec §2): customize, quote (application type), buy (purchase type). */
export const TAG_GROUPS: { type: TagType; title: string }[] = [
  { type: 0, title: '自定义标签' },
  { type: 1, title: '引用标签' },
  { type: 2, title: '购买标签' },
];

export function groupTags(tags: readonly TagBrief[]): Record<TagType, TagBrief[]> {
  return {
    0: tags.filter((tag) => tag.type === 0),
    1: tags.filter((tag) => tag.type === 1),
    2: tags.filter((tag) => tag.type === 2),
  };
}
