/** A pasted or uploaded certificate file as JSON, or a readable reason it is not JSON. */
export function parseCredentialText(
  text: string,
): { ok: true; value: unknown } | { ok: false; message: string } {
  if (!text.trim()) return { ok: false, message: 'Paste a certificate or choose its JSON file.' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: 'This is not JSON: paste the whole downloaded certificate file.' };
  }
}
