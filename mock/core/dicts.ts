/** Dictionary groups, by group key. */
import type { DictEntry } from './types';

export function seedDicts(): Map<string, DictEntry[]> {
  return new Map<string, DictEntry[]>([
    [
      'body_type',
      [
        { code: '0', name: '事业单位' },
        { code: '1', name: '企业' },
        { code: '2', name: '社会组织' },
        { code: '3', name: '政府机关' },
        { code: '4', name: '学校' },
      ],
    ],
    [
      'expert_type',
      [
        { code: '0', name: '咨询师' },
        { code: '1', name: '倾听者' },
      ],
    ],
  ]);
}
