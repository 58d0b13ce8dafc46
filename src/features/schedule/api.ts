import { baseApi } from '@/shared/request/baseApi';
import { changedRowTags, LIST, listTags } from '@/shared/request/tags';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as Consult from '@/shared/contract/consult';
import type * as C from '@/shared/contract/schedule';

const scheduleApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 时段组列表 GET /server-platform/api/schedule/bucketSet/list */
    listBucketSets: build.query<Answer<typeof C.listBucketSets>, Query<typeof C.listBucketSets>>({
      query: (params) => ({ url: '/server-platform/api/schedule/bucketSet/list', params }),
      providesTags: ['Schedule'],
    }),
    /** 新增或编辑时段组 POST /server-platform/api/schedule/bucketSet/save */
    saveBucketSet: build.mutation<Answer<typeof C.saveBucketSet>, Body<typeof C.saveBucketSet>>({
      query: (data) => ({
        url: '/server-platform/api/schedule/bucketSet/save',
        method: 'post',
        data,
      }),
      invalidatesTags: ['Schedule'],
    }),
    /** 咨询师的周模板与日期调整 GET /server-platform/api/schedule/expert */
    getExpertSchedule: build.query<
      Answer<typeof C.expertSchedule>,
      Query<typeof C.expertSchedule>['expertId']
    >({
      query: (expertId) => ({ url: '/server-platform/api/schedule/expert', params: { expertId } }),
      providesTags: ['Schedule'],
    }),
    /** 保存周模板 POST /server-platform/api/schedule/expert/save */
    saveExpertWeek: build.mutation<Answer<typeof C.saveExpertWeek>, Body<typeof C.saveExpertWeek>>({
      query: (data) => ({ url: '/server-platform/api/schedule/expert/save', method: 'post', data }),
      invalidatesTags: ['Schedule'],
    }),
    /** 按日期调整排班 POST /server-platform/api/schedule/override/save */
    saveScheduleOverride: build.mutation<
      Answer<typeof C.saveScheduleOverride>,
      Body<typeof C.saveScheduleOverride>
    >({
      query: (data) => ({
        url: '/server-platform/api/schedule/override/save',
        method: 'post',
        data,
      }),
      invalidatesTags: ['Schedule'],
    }),
    /** 删除日期调整 POST /server-platform/api/schedule/override/delete */
    deleteScheduleOverride: build.mutation<
      Answer<typeof C.deleteScheduleOverride>,
      Body<typeof C.deleteScheduleOverride>['id']
    >({
      query: (id) => ({
        url: '/server-platform/api/schedule/override/delete',
        method: 'post',
        data: { id },
      }),
      invalidatesTags: ['Schedule'],
    }),
    /** 月排班表 GET /server-platform/api/schedule/roster */
    getScheduleRoster: build.query<Answer<typeof C.scheduleRoster>, Query<typeof C.scheduleRoster>>(
      {
        query: (params) => ({ url: '/server-platform/api/schedule/roster', params }),
        providesTags: ['Schedule', { type: 'ConsultOrder', id: LIST }],
      },
    ),
    /** 预约日历 GET /server-platform/api/schedule/calendar (its orders refresh with any order change) */
    getScheduleCalendar: build.query<
      Answer<typeof C.scheduleCalendar>,
      Query<typeof C.scheduleCalendar>
    >({
      query: (params) => ({ url: '/server-platform/api/schedule/calendar', params }),
      providesTags: ['Schedule', { type: 'ConsultOrder', id: LIST }],
    }),
    /**
     * 改期 from the calendar: POST /server-platform/api/consult/updateStatus {action 'reschedule'}, the
     * call the order's 改期 dialog sends (the refusal shown by the request layer). A refusal
     * refreshes too: the slot someone took meanwhile shows as taken.
     */
    rescheduleOrder: build.mutation<
      Answer<typeof Consult.updateConsultOrderStatus>,
      Extract<Body<typeof Consult.updateConsultOrderStatus>, { action: 'reschedule' }>
    >({
      query: (data) => ({ url: '/server-platform/api/consult/updateStatus', method: 'post', data }),
      invalidatesTags: (_answer, _error, { id }) => [
        ...changedRowTags('ConsultOrder', id),
        'Schedule',
      ],
    }),
    /** A counsellor's orders of a date range (the roster cell's popover) GET /server-platform/api/consult/page (expertId, appointStart/End) */
    listCalendarOrders: build.query<
      Answer<typeof Consult.listConsultOrders>,
      Pick<Query<typeof Consult.listConsultOrders>, 'expertId' | 'appointStart' | 'appointEnd'>
    >({
      query: (params) => ({
        url: '/server-platform/api/consult/page',
        params: { ...params, pageNum: 1, pageSize: 200 },
      }),
      providesTags: (page) => listTags('ConsultOrder', page?.rows),
    }),
  }),
});

export const {
  useListBucketSetsQuery,
  useSaveBucketSetMutation,
  useGetExpertScheduleQuery,
  useSaveExpertWeekMutation,
  useSaveScheduleOverrideMutation,
  useDeleteScheduleOverrideMutation,
  useGetScheduleRosterQuery,
  useListCalendarOrdersQuery,
  useGetScheduleCalendarQuery,
  useRescheduleOrderMutation,
} = scheduleApi;
