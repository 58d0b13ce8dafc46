import type { Body, Row } from '@/shared/contract/call';
import type * as C from '@/shared/contract/banner';

export type Banner = Row<typeof C.listBanners>;
export type BannerBody = Body<typeof C.saveBanner>;
