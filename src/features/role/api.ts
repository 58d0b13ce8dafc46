import { baseApi } from '@/shared/request/baseApi';
import type { Page, PageQuery } from '@/shared/request/types';
import type { MenuNode } from '@/shared/layout/menuTree';
import type { Role, RoleDraft, RoleUser } from './types';

const roleApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 角色分页 GET /server-platform/api/role/list */
    listRoles: build.query<Page<Role>, PageQuery & { name?: string }>({
      query: (params) => ({ url: '/server-platform/api/role/list', params }),
      providesTags: ['Role'],
    }),
    /** 菜单树（含按钮）GET /server-platform/api/role/menuTree */
    getMenuTree: build.query<MenuNode[], void>({
      query: () => ({ url: '/server-platform/api/role/menuTree' }),
    }),
    /** 角色的菜单与按钮 GET /server-platform/api/role/getRoleMenus */
    getRoleMenus: build.query<string[], string>({
      query: (roleId) => ({ url: '/server-platform/api/role/getRoleMenus', params: { roleId } }),
      providesTags: ['Role'],
    }),
    /** 角色下的用户 GET /server-platform/api/role/getUsersByRole */
    getUsersByRole: build.query<Page<RoleUser>, PageQuery & { roleId: string }>({
      query: (params) => ({ url: '/server-platform/api/role/getUsersByRole', params }),
      providesTags: ['Role'],
    }),
    /** 新增或编辑角色 POST /server-platform/api/role/save */
    saveRole: build.mutation<{ id: string }, RoleDraft>({
      query: (data) => ({ url: '/server-platform/api/role/save', method: 'post', data }),
      invalidatesTags: ['Role'],
    }),
    /** 删除角色 POST /server-platform/api/role/delete */
    deleteRole: build.mutation<null, string>({
      query: (id) => ({ url: '/server-platform/api/role/delete', method: 'post', data: { id } }),
      invalidatesTags: ['Role'],
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
