/** The file name of a downloaded certificate (`nyra-data-engineering-certificate.json`). */
export function certificateFileName(track: string, extension: 'json' | 'pdf'): string {
  return `nyra-${track}-certificate.${extension}`;
}
