/** Dictionaries (docs/api/shell.md). */
import type { Input } from '../../src/shared/contract/call';
import { getDictByCode as declaration } from '../../src/shared/contract/dict';
import { createRouter } from './router';
import { type RouteContext } from './context';

/** 字典项 GET /server-platform/api/dict/getDictByCode */
function getDictByCode(ctx: RouteContext, { code }: Input<typeof declaration>) {
  // An unknown group is empty, as the platform answers it, not an error.
  return (ctx.db.dicts.get(code) ?? []).map((entry) => ({ ...entry }));
}

export const dictRoutes = createRouter().handle(declaration, getDictByCode);
