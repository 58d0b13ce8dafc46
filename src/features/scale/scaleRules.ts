import { PERM } from '@/shared/session/permissions';
import type { ScaleType } from './types';

export type ScaleAction = 'edit' | 'relateTags' | 'delete' | 'download';

/** Assessment spec §4: original scales (0) can be edited, tagged, deleted and downloaded; quoted (1) only tagged. */
export const SCALE_ACTIONS: Record<ScaleType, readonly ScaleAction[]> = {
  0: ['edit', 'relateTags', 'delete', 'download'],
  1: ['relateTags'],
};

/** The button code of each action (§6); download has none. */
export const SCALE_ACTION_PERM: Record<ScaleAction, string | undefined> = {
  edit: PERM.scaleEdit,
  relateTags: PERM.scaleRelateTags,
  delete: PERM.scaleDelete,
  download: undefined,
};

export const canScale = (type: ScaleType, action: ScaleAction): boolean =>
  SCALE_ACTIONS[type].includes(action);

/** The test entrance the QR code of a published scale opens. */
export const testEntranceUrl = (origin: string, id: string): string =>
  `${origin}/selfTest/${encodeURIComponent(id)}`;
