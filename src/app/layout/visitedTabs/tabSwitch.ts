/** Location state of a switch by tab: the page comes back as it was left (focus stays on the bar). */
export const TAB_SWITCH_STATE = { tabSwitch: true } as const;

export function isTabSwitch(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { tabSwitch?: unknown }).tabSwitch === true
  );
}
