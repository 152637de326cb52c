import { APP_ROUTES } from '@/common/routes.ts';

/** product.md#lessons: /admin/module/new?course={course} (the course's name, as the form reads it). */
export function addModuleHref(courseTitle: string): string {
  return `${APP_ROUTES.adminModuleNew}?course=${encodeURIComponent(courseTitle)}`;
}
