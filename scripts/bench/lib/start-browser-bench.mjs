/**
 * What every browser bench does first: builds the app if needed (quietly), starts the production
 * server (start-bench-server.mjs, with `name` and `env`) and launches Chromium
 * (launch-bench-browser.mjs). `stop()` closes the browser, then the server.
 *
 * @param {{ name: string, env?: Record<string, string> }} options
 */
import { ensureBuild } from '../../build/ensure-build.mjs';
import { launchBenchBrowser } from './launch-bench-browser.mjs';
import { startBenchServer } from './start-bench-server.mjs';

export async function startBrowserBench(options) {
  ensureBuild({ quiet: true });
  const server = await startBenchServer(options);
  let browser;
  try {
    browser = await launchBenchBrowser();
  } catch (error) {
    await server.stop();
    throw error;
  }
  const stop = async () => {
    await browser.close();
    await server.stop();
  };
  return { server, browser, stop };
}
