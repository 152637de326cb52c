/** Types of chromium-launch-options.mjs, for playwright.config.ts. */
export declare const CHROMIUM_LAUNCH_OPTIONS: { executablePath: string; args: string[] };
