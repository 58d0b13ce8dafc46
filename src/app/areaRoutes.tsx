import type { RouteObject } from 'react-router-dom';
import { scaleDataRoutes } from '@/features/scale-data/routes';
import { recommendRoutes } from '@/features/recommend/routes';
import { categoryRoutes } from '@/features/category/routes';
import { distributionRoutes } from '@/features/distribution/routes';
import { tagRoutes } from '@/features/tag/routes';
import { questionnaireRoutes } from '@/features/questionnaire/routes';
import { taskRoutes } from '@/features/task/routes';
import { scaleRoutes } from '@/features/scale/routes';
import { accountRoutes } from '@/features/account/routes';
import { organisationRoutes } from '@/features/organisation/routes';
import { roleRoutes } from '@/features/role/routes';
import { platformOperatorRoutes } from '@/features/platform-operator/routes';
import { cooperationRoutes } from '@/features/cooperation/routes';
import { expertRoutes } from '@/features/expert/routes';
import { consultRoutes } from '@/features/consult/routes';
import { customerRoutes } from '@/features/customer/routes';
import { problemTypeRoutes } from '@/features/problem-type/routes';
import { consultEntryRoutes } from '@/features/consult-entry/routes';
import { scheduleRoutes } from '@/features/schedule/routes';
import { hotlineRoutes } from '@/features/hotline/routes';
import { todoRoutes } from '@/features/todo/routes';
import { waitlistRoutes } from '@/features/waitlist/routes';
import { followUpRoutes } from '@/features/follow-up/routes';
import { orderConfigRoutes } from '@/features/order-config/routes';
import { bannerRoutes } from '@/features/banner/routes';
import { smsLogRoutes } from '@/features/sms-log/routes';
import { partnerRoutes } from '@/features/partner/routes';
import { feeRoutes } from '@/features/fee/routes';
import { formTemplateRoutes } from '@/features/form-template/routes';
import { customFieldRoutes } from '@/features/custom-field/routes';
import { statisticsRoutes } from '@/features/statistics/routes';

/** Every area's routes, joined here; each area exports its own from `features/<area>/routes.tsx`. */
export const areaRoutes: RouteObject[] = [
  ...scaleDataRoutes,
  ...recommendRoutes,
  ...categoryRoutes,
  ...distributionRoutes,
  ...tagRoutes,
  ...scaleRoutes,
  ...accountRoutes,
  ...organisationRoutes,
  ...roleRoutes,
  ...platformOperatorRoutes,
  ...questionnaireRoutes,
  ...taskRoutes,
  ...cooperationRoutes,
  ...expertRoutes,
  ...consultRoutes,
  ...customerRoutes,
  ...problemTypeRoutes,
  ...consultEntryRoutes,
  ...scheduleRoutes,
  ...hotlineRoutes,
  ...todoRoutes,
  ...waitlistRoutes,
  ...followUpRoutes,
  ...orderConfigRoutes,
  ...bannerRoutes,
  ...smsLogRoutes,
  ...partnerRoutes,
  ...feeRoutes,
  ...formTemplateRoutes,
  ...customFieldRoutes,
  ...statisticsRoutes,
];
