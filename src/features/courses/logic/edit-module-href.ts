import { APP_ROUTES } from '@/common/routes.ts';

/** product.md#lessons, #module-form: the module form in edit mode, /admin/module/edit?course=…&module=…. */
export function editModuleHref(courseId: string, moduleId: string): string {
  return `${APP_ROUTES.adminModuleEdit}?${new URLSearchParams({ course: courseId, module: moduleId })}`;
}
