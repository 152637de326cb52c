import { describe, expect, it } from 'vitest';
import { buildMailDraftUrl } from './build-mail-draft-url.ts';

describe('buildMailDraftUrl', () => {
  it('percent-encodes subject and body, with CRLF line breaks and %20 for spaces', () => {
    const url = buildMailDraftUrl({
      to: 'hello@nyra.app',
      subject: 'Contact Form: Media & Press',
      body: 'Line one\nLine two + more?',
    });
    expect(url).toBe(
      'mailto:hello@nyra.app?subject=Contact%20Form%3A%20Media%20%26%20Press&body=Line%20one%0D%0ALine%20two%20%2B%20more%3F',
    );
  });
});
