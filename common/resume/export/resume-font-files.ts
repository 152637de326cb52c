/**
 * The fonts embedded in exported resumes: Liberation Sans and Serif (GPLv2 with the font
 * exception, see public/fonts/resume/LICENSE.txt), self-hosted under /fonts/resume/ so export
 * works offline (precached by the service worker) and copied text is real Unicode text.
 * Node (tests, bench) reads the same files from public/fonts/resume/.
 */
export const RESUME_FONT_BASE_PATH = '/fonts/resume/';

export const RESUME_FONT_FILES = [
  'LiberationSans-Regular.ttf',
  'LiberationSans-Bold.ttf',
  'LiberationSans-Italic.ttf',
  'LiberationSerif-Regular.ttf',
  'LiberationSerif-Bold.ttf',
  'LiberationSerif-Italic.ttf',
] as const;

/** pdfmake font families by name; file names resolve in pdfmake's virtual file system. */
export const RESUME_FONTS = {
  Sans: {
    normal: 'LiberationSans-Regular.ttf',
    bold: 'LiberationSans-Bold.ttf',
    italics: 'LiberationSans-Italic.ttf',
    bolditalics: 'LiberationSans-Bold.ttf',
  },
  Serif: {
    normal: 'LiberationSerif-Regular.ttf',
    bold: 'LiberationSerif-Bold.ttf',
    italics: 'LiberationSerif-Italic.ttf',
    bolditalics: 'LiberationSerif-Bold.ttf',
  },
} as const;
