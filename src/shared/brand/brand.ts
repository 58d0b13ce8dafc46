/** The header's title when the organisation has none (shell spec §1). */
export const PLATFORM_NAME = '心理服务管理平台';

export const COPYRIGHT_TEXT = '© 2026 心晴心理服务科技有限公司 版权所有';
export const REGISTRATION_TEXT = '京ICP备2026012345号-1';
