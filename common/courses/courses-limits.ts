/**
 * Constants of the courses area (product.md#module-form, #lesson-form, #constants), shared by the authoring screens, the
 * course API and the upload checks so the browser and the server apply the same limits.
 */

/** Display order of modules and videos: minimum and default (product.md#constants). */
export const DISPLAY_ORDER_MIN = 1;
export const DISPLAY_ORDER_DEFAULT = 1;
export const DISPLAY_ORDER_MAX = 10_000;

/** Course the authoring screens use when the query string names none (product.md#constants). */
export const DEFAULT_COURSE_NAME = 'Data Engineering';
/**
 * Module name the Add New Video screen shows when the query string names none (product.md#lesson-form).
 */
export const DEFAULT_MODULE_NAME = 'Module';

/** Rows of the paragraph content area per paragraph type (product.md#constants). */
export const PARAGRAPH_ROWS = { text: 4, list: 6, code: 8 } as const;

export const TITLE_MAX_CHARS = 160;
export const BLURB_MAX_CHARS = 2_000;
export const DESCRIPTION_MAX_CHARS = 2_000;
export const SUBTITLE_MAX_CHARS = 200;
export const PARAGRAPH_MAX_CHARS = 20_000;
export const PARAGRAPHS_MAX = 60;

/** Default cap on one lesson video upload; the server's VIDEO_UPLOAD_MAX_MB overrides it. */
export const VIDEO_MAX_BYTES_DEFAULT = 200 * 1024 * 1024;

/** Video containers the server accepts, recognised by their first bytes (not their names). */
export const VIDEO_MIME_TYPES = [
  'video/mp4',
  'video/webm',
  'video/ogg',
  'video/quicktime',
] as const;
export type VideoMimeType = (typeof VIDEO_MIME_TYPES)[number];

/** Most progress rows one sync request may carry. */
export const PROGRESS_SYNC_MAX_ITEMS = 500;
