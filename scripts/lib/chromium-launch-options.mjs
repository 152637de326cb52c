/**
 * How the benches, the screenshot scripts and the end-to-end tests start Debian's Chromium: its
 * path (CHROMIUM_PATH overrides it) and the flags every one of them passes: no sandbox (it runs
 * as root in containers), no GPU (none on the CI machines) and no background traffic (it would
 * share the network and the CPU with what is measured). Callers that need more add to `args`.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};
