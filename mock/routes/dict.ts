/** Dictionaries (docs/api/shell.md). */
import { createRouter, fail, textField, type RouteContext } from '../router';

/** 字典项 GET /server-platform/api/dict/getDictByCode */
function getDictByCode(ctx: RouteContext) {
  const code = textField(ctx.req.query, 'code').trim();
  if (!code) throw fail(10400, '字典编码不能为空');
  // An unknown group is empty, as the platform answers it, not an error.
  return (ctx.db.dicts.get(code) ?? []).map((entry) => ({ ...entry }));
}

export const dictRoutes = createRouter().get(
  '/server-platform/api/dict/getDictByCode',
  getDictByCode,
);
