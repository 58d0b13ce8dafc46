// Wrong on purpose: src/test/typeAwareLint.test.ts lints this file and expects both promise rules to
// report it. The project's own lint run ignores this folder (eslint.config.js); nothing imports it.
async function save(): Promise<void> {}

export function onSave(): void {
  save();
}

export const button: { onClick: () => void } = { onClick: save };
