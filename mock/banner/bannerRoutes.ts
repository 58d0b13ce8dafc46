/** Banners (轮播图) of the caller's organisation: list, add, edit, delete (docs/api/operate.md). */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/banner';
import {
  BANNER_MESSAGES as M,
  BANNER_URL_PATTERN,
} from '../../src/shared/counselling/operateCodes';
import { PERM } from '../../src/shared/session/permissions';
import { nextId } from '../db';
import type { Banner } from '../core/types';
import { formatDateTime } from '../core/time';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page } from '../core/paging';
import { type RouteContext } from '../core/context';
import { notFound, orgFor } from '../counselling/access';
import { imageUrl } from '../core/files';

type BannerFields = Input<typeof C.saveBanner>;

const bySort = (a: Banner, b: Banner) => a.sort - b.sort || Number(a.id) - Number(b.id);

function bannerOf(ctx: RouteContext, orgId: string, id: string): Banner {
  const row = ctx.db.banners.get(id);
  if (!row || row.orgId !== orgId) throw notFound();
  return row;
}

/** The name of what the link points at ('' for none and url); refuses a link that does not fit its type. */
function linkTarget(
  ctx: RouteContext,
  orgId: string,
  { linkType, link }: Pick<BannerFields, 'linkType' | 'link'>,
): string {
  if (linkType === 'none') {
    if (link) throw fail(10400, '跳转类型为无时不能填写跳转链接');
    return '';
  }
  if (!link) throw fail(10400, M.linkRequired);
  if (linkType === 'url') {
    if (!BANNER_URL_PATTERN.test(link)) throw fail(10400, M.linkUrl);
    return '';
  }
  if (linkType === 'scale') {
    const scale = ctx.db.scaleArea.scales.get(link);
    if (!scale || scale.orgId !== orgId || scale.status !== 1)
      throw fail(10400, '跳转的量表不存在或未发布');
    return scale.name;
  }
  const apply = ctx.db.cooperApplies.find(
    (row) => row.orgId === orgId && row.expertUserId === link && row.status === 1,
  );
  if (!apply) throw fail(10400, '跳转的专家不存在或未与本机构合作');
  return apply.expertName;
}

/** The checks a schema cannot make; answers the record's fields to store. */
function checked(ctx: RouteContext, orgId: string, body: BannerFields, current?: Banner) {
  const image = imageUrl(ctx, body.image, '图片地址不正确', current?.image);
  if (body.endTime <= body.startTime) throw fail(10400, M.endAfterStart);
  linkTarget(ctx, orgId, body);
  const { title, linkType, link, sort, startTime, endTime, status } = body;
  return { title, image, linkType, link, sort, startTime, endTime, status };
}

/** 轮播图分页 GET /server-platform/api/banner/page ?title&status (by sort) */
function listBanners(ctx: RouteContext, query: Input<typeof C.listBanners>) {
  const { orgId } = orgFor(ctx, PERM.banners);
  const rows = [...ctx.db.banners.values()]
    .filter(
      (row) =>
        row.orgId === orgId &&
        (!query.title || row.title.includes(query.title)) &&
        (query.status === undefined || row.status === query.status),
    )
    .sort(bySort);
  const answer = page(rows, query);
  return {
    ...answer,
    rows: answer.rows.map(({ orgId: _org, ...row }) => ({
      ...row,
      linkName: nameOf(ctx, orgId, row),
    })),
  };
}

/** The scale's or expert's name ('' for none and url, and when it is gone since). */
function nameOf(ctx: RouteContext, orgId: string, row: Omit<Banner, 'orgId'>): string {
  try {
    return linkTarget(ctx, orgId, row);
  } catch {
    return '';
  }
}

/** 新增轮播图 POST /server-platform/api/banner/save */
function saveBanner(ctx: RouteContext, body: Input<typeof C.saveBanner>) {
  const { orgId } = orgFor(ctx, PERM.bannerAdd);
  const fields = checked(ctx, orgId, body);
  const row: Banner = {
    id: nextId(ctx.db, 'banner'),
    orgId,
    ...fields,
    createTime: formatDateTime(ctx.now),
  };
  ctx.db.banners.set(row.id, row);
  return ok({ id: row.id }, '保存成功');
}

/** 编辑轮播图 POST /server-platform/api/banner/update */
function updateBanner(ctx: RouteContext, { id, ...body }: Input<typeof C.updateBanner>) {
  const { orgId } = orgFor(ctx, PERM.bannerEdit);
  const row = bannerOf(ctx, orgId, id);
  Object.assign(row, checked(ctx, orgId, body, row));
  return ok({ id }, '编辑成功');
}

/** 删除轮播图 POST /server-platform/api/banner/delete {id} */
function deleteBanner(ctx: RouteContext, { id }: Input<typeof C.deleteBanner>) {
  const { orgId } = orgFor(ctx, PERM.bannerDelete);
  ctx.db.banners.delete(bannerOf(ctx, orgId, id).id);
  return ok(null, '删除成功');
}

export const bannerRoutes = createRouter()
  .handle(C.listBanners, listBanners)
  .handle(C.saveBanner, saveBanner)
  .handle(C.updateBanner, updateBanner)
  .handle(C.deleteBanner, deleteBanner);
