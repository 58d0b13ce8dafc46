import { baseApi } from '@/shared/request/baseApi';
import { LIST } from '@/shared/request/tags';
import type { Answer, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/cooperation';
import type * as Consult from '@/shared/contract/consult';
import type * as Todo from '@/shared/contract/todo';

type PendingQuery = Required<Pick<Query<typeof C.listOrgApplies>, 'status'>>;

/** The shell's own calls: the menu badges' counts, which outlive the page on screen. */
export const shellApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 专家的合作申请（按状态）GET /server-platform/api/expert/showAllOrgExpertCooperApplyByExpert */
    countExpertCooperApplies: build.query<number, PendingQuery>({
      query: ({ status }) => ({
        url: '/server-platform/api/expert/showAllOrgExpertCooperApplyByExpert',
        params: { pageNum: 1, pageSize: 10, status },
        silent: true,
        keepOnLeave: true,
      }),
      transformResponse: (page: Answer<typeof C.listExpertApplies>) => page.total,
      providesTags: [{ type: 'Cooperation', id: LIST }],
    }),
    /** 机构的合作申请（按状态）GET /server-platform/api/expert/showAllOrgExpertCooperApply */
    countOrgCooperApplies: build.query<number, PendingQuery>({
      query: ({ status }) => ({
        url: '/server-platform/api/expert/showAllOrgExpertCooperApply',
        params: { pageNum: 1, pageSize: 10, status },
        silent: true,
        keepOnLeave: true,
      }),
      transformResponse: (page: Answer<typeof C.listOrgApplies>) => page.total,
      providesTags: [{ type: 'Cooperation', id: LIST }],
    }),
    /** 菜单 06 角标：未处理危机跟进待办 + 待接单订单 GET /server-platform/api/todo/badge */
    consultBadge: build.query<Answer<typeof Todo.menuBadge>, void>({
      query: () => ({
        url: '/server-platform/api/todo/badge',
        params: { menuCode: '06' },
        silent: true,
        keepOnLeave: true,
      }),
      providesTags: [
        { type: 'Todo', id: LIST },
        { type: 'ConsultOrder', id: LIST },
      ],
    }),
    /**
     * 菜单 20 角标：专家本人待接单的订单 GET /server-platform/api/consult/page ?status=0, which
     * answers an expert with its own orders only; one row is enough, the badge reads the total.
     */
    countExpertPendingOrders: build.query<number, void>({
      query: () => ({
        url: '/server-platform/api/consult/page',
        params: { pageNum: 1, pageSize: 1, status: 0 },
        silent: true,
        keepOnLeave: true,
      }),
      transformResponse: (page: Answer<typeof Consult.listConsultOrders>) => page.total,
      providesTags: [{ type: 'ConsultOrder', id: LIST }],
    }),
  }),
});

export const {
  useCountExpertCooperAppliesQuery,
  useCountOrgCooperAppliesQuery,
  useConsultBadgeQuery,
  useCountExpertPendingOrdersQuery,
} = shellApi;
