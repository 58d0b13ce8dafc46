import { STORAGE_KEYS } from '@/shared/session/storage';

/** The accordion's open top-level key, remembered locally; '01' when nothing is stored. */
export function readOpenMenuKey(): string {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.menu) ?? 'null') as {
      openKey?: unknown;
    } | null;
    return typeof stored?.openKey === 'string' ? stored.openKey : '01';
  } catch {
    return '01';
  }
}

export function writeOpenMenuKey(openKey: string): void {
  localStorage.setItem(STORAGE_KEYS.menu, JSON.stringify({ openKey }));
}
