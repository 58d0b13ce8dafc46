// Wrong on purpose: src/test/typeAwareLint.test.ts lints this file and expects the use of a
// deprecated declaration to be reported, as antd's deprecated props are. Nothing imports it.
/** @deprecated use `orientation` instead */
export function direction(): void {}

export const layout = direction;
