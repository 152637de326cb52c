/**
 * The bytes an `eddsa-jcs-2022` proof signs: SHA-256 of the JCS-canonical (RFC 8785) proof
 * configuration (the proof without its value, carrying the document's `@context`), followed by
 * SHA-256 of the JCS-canonical document without its proof. Any change to any field of either
 * changes these bytes. SHA-256 comes from WebCrypto, present in browsers and Node alike.
 */
import canonicalize from 'canonicalize';

export async function computeProofHash(
  document: Record<string, unknown>,
  proofOptions: Record<string, unknown>,
): Promise<Uint8Array> {
  const { proof: _proof, ...unsecured } = document;
  const { proofValue: _value, ...options } = proofOptions;
  const proofConfig = { ...options, '@context': unsecured['@context'] };
  const [configHash, documentHash] = await Promise.all([
    sha256(canonicalOrThrow(proofConfig)),
    sha256(canonicalOrThrow(unsecured)),
  ]);
  const bytes = new Uint8Array(configHash.length + documentHash.length);
  bytes.set(configHash, 0);
  bytes.set(documentHash, configHash.length);
  return bytes;
}

function canonicalOrThrow(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('The value cannot be canonicalised as JSON.');
  return text;
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}
