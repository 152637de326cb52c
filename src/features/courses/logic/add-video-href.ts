import { APP_ROUTES } from '@/common/routes.ts';

/** product.md#lessons: /admin/video/new?course={course}&module={moduleId}&moduleName={moduleTitle}. */
export function addVideoHref(courseTitle: string, moduleId: string, moduleTitle: string): string {
  return (
    `${APP_ROUTES.adminVideoNew}?course=${encodeURIComponent(courseTitle)}` +
    `&module=${encodeURIComponent(moduleId)}&moduleName=${encodeURIComponent(moduleTitle)}`
  );
}
