import { baseApi } from '@/shared/request/baseApi';
import { changedRowTags, listTags } from '@/shared/request/tags';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/role';

export const roleApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 角色分页 GET /server-platform/api/role/list */
    listRoles: build.query<Answer<typeof C.listRoles>, Query<typeof C.listRoles>>({
      query: (params) => ({ url: '/server-platform/api/role/list', params }),
      providesTags: (page) => listTags('Role', page?.rows),
    }),
    /** 菜单树（含按钮）GET /server-platform/api/role/menuTree */
    getMenuTree: build.query<Answer<typeof C.menuTree>, void>({
      query: () => ({ url: '/server-platform/api/role/menuTree' }),
    }),
    /** 角色的菜单与按钮 GET /server-platform/api/role/getRoleMenus */
    getRoleMenus: build.query<
      Answer<typeof C.getRoleMenus>,
      Query<typeof C.getRoleMenus>['roleId']
    >({
      query: (roleId) => ({ url: '/server-platform/api/role/getRoleMenus', params: { roleId } }),
      providesTags: (_codes, _error, roleId) => [{ type: 'Role', id: roleId }],
    }),
    /** 角色下的用户 GET /server-platform/api/role/getUsersByRole */
    getUsersByRole: build.query<Answer<typeof C.getUsersByRole>, Query<typeof C.getUsersByRole>>({
      query: (params) => ({ url: '/server-platform/api/role/getUsersByRole', params }),
      providesTags: (_page, _error, { roleId }) => [{ type: 'Role', id: roleId }],
    }),
    /** 新增或编辑角色 POST /server-platform/api/role/save */
    saveRole: build.mutation<Answer<typeof C.saveRole>, Body<typeof C.saveRole>>({
      query: (data) => ({ url: '/server-platform/api/role/save', method: 'post', data }),
      // Lists too on an edit: the list filters on the name.
      invalidatesTags: (_answer, _error, { id }) => changedRowTags('Role', id),
    }),
    /** 删除角色 POST /server-platform/api/role/delete */
    deleteRole: build.mutation<Answer<typeof C.deleteRole>, Body<typeof C.deleteRole>['id']>({
      query: (id) => ({ url: '/server-platform/api/role/delete', method: 'post', data: { id } }),
      invalidatesTags: (_answer, _error, id) => changedRowTags('Role', id),
    }),
  }),
});

export const {
  useListRolesQuery,
  useGetMenuTreeQuery,
  useGetRoleMenusQuery,
  useGetUsersByRoleQuery,
  useSaveRoleMutation,
  useDeleteRoleMutation,
} = roleApi;
