import { APP_ROUTES } from '@/common/routes.ts';

/** product.md#lessons, #lesson-form: the video form in edit mode, /admin/video/edit?course=…&module=…&lesson=…. */
export function editVideoHref(courseId: string, moduleId: string, lessonId: string): string {
  const query = new URLSearchParams({ course: courseId, module: moduleId, lesson: lessonId });
  return `${APP_ROUTES.adminVideoEdit}?${query}`;
}
