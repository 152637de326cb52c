import { APP_ROUTES } from '../../../../common/routes.ts';

/** product.md 2.14: /admin/module/new?course={course} (the course's name, as the form reads it). */
export function addModuleHref(courseTitle: string): string {
  return `${APP_ROUTES.adminModuleNew}?course=${encodeURIComponent(courseTitle)}`;
}
