import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileWasmStreaming } from './compile-wasm-streaming.ts';

/** The smallest valid module: the magic number and version 1. */
const EMPTY_MODULE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
const URL_PATH = '/assets/pglite-abc.wasm';

function answer(body: BodyInit, init: ResponseInit) {
  return vi.fn(() => Promise.resolve(new Response(body, init)));
}

describe('compileWasmStreaming', () => {
  beforeEach(() => {
    vi.stubGlobal('self', { location: new URL('https://nyra.test/dashboard/playground') });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('compiles the fetched response as it streams, never from a copied buffer', async () => {
    const fetch = answer(EMPTY_MODULE, { headers: { 'Content-Type': 'application/wasm' } });
    vi.stubGlobal('fetch', fetch);
    const streaming = vi.spyOn(WebAssembly, 'compileStreaming');

    const module = await compileWasmStreaming(URL_PATH);

    expect(module).toBeInstanceOf(WebAssembly.Module);
    expect(streaming).toHaveBeenCalledOnce();
    // One fetch: the fallback (bytes of a second fetch) was not needed.
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith(new URL(`https://nyra.test${URL_PATH}`), {
      mode: 'same-origin',
    });
  });

  it('compiles the bytes when streaming is refused for the MIME type', async () => {
    const fetch = answer(EMPTY_MODULE, { headers: { 'Content-Type': 'application/octet-stream' } });
    vi.stubGlobal('fetch', fetch);
    const fromBytes = vi.spyOn(WebAssembly, 'compile');

    const module = await compileWasmStreaming(URL_PATH);

    expect(module).toBeInstanceOf(WebAssembly.Module);
    expect(fromBytes).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fails on a missing file instead of compiling an error page', async () => {
    vi.stubGlobal('fetch', answer('Not found', { status: 404 }));
    await expect(compileWasmStreaming(URL_PATH)).rejects.toThrow(/HTTP 404/);
  });

  it('fails on a broken module without fetching it twice', async () => {
    const fetch = answer(new Uint8Array([1, 2, 3]), {
      headers: { 'Content-Type': 'application/wasm' },
    });
    vi.stubGlobal('fetch', fetch);
    await expect(compileWasmStreaming(URL_PATH)).rejects.toBeInstanceOf(WebAssembly.CompileError);
    expect(fetch).toHaveBeenCalledOnce();
  });
});
