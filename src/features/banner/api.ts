import { baseApi } from '@/shared/request/baseApi';
import { listTags } from '@/shared/request/tags';
import { uploadFile } from '@/shared/request/uploadFile';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/banner';
import type * as Scale from '@/shared/contract/scale';

const bannerApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 轮播图分页 GET /server-platform/api/banner/page */
    listBanners: build.query<Answer<typeof C.listBanners>, Query<typeof C.listBanners>>({
      query: (params) => ({ url: '/server-platform/api/banner/page', params }),
      providesTags: ['Banner'],
    }),
    /** 新增轮播图 POST /server-platform/api/banner/save */
    saveBanner: build.mutation<Answer<typeof C.saveBanner>, Body<typeof C.saveBanner>>({
      query: (data) => ({ url: '/server-platform/api/banner/save', method: 'post', data }),
      invalidatesTags: ['Banner'],
    }),
    /** 编辑轮播图 POST /server-platform/api/banner/update */
    updateBanner: build.mutation<Answer<typeof C.updateBanner>, Body<typeof C.updateBanner>>({
      query: (data) => ({ url: '/server-platform/api/banner/update', method: 'post', data }),
      invalidatesTags: ['Banner'],
    }),
    /** 删除轮播图 POST /server-platform/api/banner/delete */
    deleteBanner: build.mutation<null, Body<typeof C.deleteBanner>>({
      query: (data) => ({ url: '/server-platform/api/banner/delete', method: 'post', data }),
      invalidatesTags: ['Banner'],
    }),
    /** 已发布的量表（轮播图跳转量表的选项）GET /api/form/page ?status=1 */
    bannerScaleOptions: build.query<Answer<typeof Scale.listScales>, void>({
      query: () => ({ url: '/api/form/page', params: { status: '1', pageSize: 0 } }),
      providesTags: (page) => listTags('Scale', page?.rows),
    }),
  }),
});

export const {
  useListBannersQuery,
  useSaveBannerMutation,
  useUpdateBannerMutation,
  useDeleteBannerMutation,
  useBannerScaleOptionsQuery,
} = bannerApi;

/** 上传轮播图图片 POST /api/file/uploadFile multipart {file, path = org} */
export const uploadBannerImage = (file: File): Promise<string> => uploadFile(file, 'org');
