import { describe, expect, it } from 'vitest';
import { parseCredentialText } from './parse-credential-text.ts';

describe('parseCredentialText', () => {
  it('parses JSON and explains what is not', () => {
    expect(parseCredentialText(' {"id": "x"} ')).toEqual({ ok: true, value: { id: 'x' } });
    expect(parseCredentialText('   ')).toEqual({
      ok: false,
      message: 'Paste a certificate or choose its JSON file.',
    });
    expect(parseCredentialText('{"id": ')).toEqual({
      ok: false,
      message: 'This is not JSON: paste the whole downloaded certificate file.',
    });
  });
});
