/** Types of build-gazetteer.mjs for the TypeScript test that keeps places.json in step. */
export declare const GAZETTEER_PATH: string;
export declare function buildGazetteer(): {
  sources: Record<string, string>;
  countries: Array<{ code: string; name: string; aliases: string[] }>;
  regions: Array<{ name: string; country: string; code?: string }>;
  cities: Array<{ name: string; country: string; city?: string }>;
};
