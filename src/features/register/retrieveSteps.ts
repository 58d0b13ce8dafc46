/** The retrieval flow's routes (shell spec §2): account check, step 2 (code), step 5 (new password). */
export const RETRIEVE_PATH = {
  account: '/retrieve-password',
  verify: '/retrieve-password/rp-step2',
  reset: '/retrieve-password/rp-step5',
} as const;

export const withDetails = (
  path: string,
  details: string,
  extra: Record<string, string> = {},
): string => `${path}?${new URLSearchParams({ details, ...extra }).toString()}`;
