/**
 * Server side of sign-up / sign-in / verify: the whole flow with a real SMTP peer, code
 * expiry, single use, newest-code-only, 5 tries per code, the 20-per-hour account lock, the resend
 * cooldown, per-IP limits, and no account enumeration. Runs on PGlite and on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/common/api/error-body-schema.ts';
import { AUTH_MESSAGES } from '@/common/auth/auth-field-schemas.ts';
import { codeSentResponseSchema } from '@/common/auth/code-sent-schema.ts';
import { profileSchema } from '@/common/auth/profile-schema.ts';
import { sessionSchema } from '@/common/session/session-schema.ts';
import { signInCodes } from '@/server/src/db/schema/auth.ts';
import { users } from '@/server/src/db/schema/users.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { bearer, createRegistryHarness, type RegistryHarness } from './registry-harness.ts';

async function errorOf(response: Response) {
  return errorBodySchema.parse(await response.json());
}

/** A 429 with the wait in Retry-After, in the body and, in words, in the message. */
async function expectRefusal(
  response: Response,
  expected: { code: string; retryAfterS: number; message: string },
) {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe(String(expected.retryAfterS));
  const body = await errorOf(response);
  expect(body).toMatchObject({
    code: expected.code,
    retry_after_s: expected.retryAfterS,
    message: expected.message,
  });
}

/** A code that is certainly not `code`. */
function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe.each(testDatabaseKinds())('registry codes on %s', (kind) => {
  let h: RegistryHarness;
  beforeEach(async () => {
    h = await createRegistryHarness(kind);
  });
  afterEach(async () => h.close());

  it('signs up, e-mails a code, verifies it into a session, then signs in again', async () => {
    const signUp = await h.post('/api/registry/sign-up/', {
      first_name: '  Ada ',
      last_name: 'Lovelace',
      email: '  Ada@Example.COM ',
    });
    expect(signUp.status).toBe(200);
    expect(codeSentResponseSchema.parse(await signUp.json())).toEqual({
      email: 'ada@example.com',
      resend_after_s: 60,
      expires_in_s: 600,
    });
    const mail = await h.smtp.waitFor((m) => m.to.includes('ada@example.com'));
    expect(mail.from).toBe('no-reply@nyra.test');
    const code = /^Your Nyra sign-in code: (\d{6})$/.exec(mail.subject)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(code);
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.html).toContain(`>${code}<`);

    // No account exists before the e-mail address is proven.
    expect(await h.t.database.db.select().from(users)).toHaveLength(0);
    // The code itself is never stored, only its keyed hash.
    const [row] = await h.t.database.db.select().from(signInCodes);
    expect(row?.codeHash).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(code);

    const verify = await h.post('/api/registry/verify-token/', {
      email: 'ADA@example.com',
      token: code,
    });
    expect(verify.status).toBe(200);
    const session = sessionSchema.parse(await verify.json());
    expect(session).toMatchObject({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      has_uploaded_resume: false,
    });
    expect(session.access_token.split('.')).toHaveLength(3);
    expect(session.refresh_token.length).toBeGreaterThanOrEqual(40);

    const me = await h.get('/api/registry/me/', { headers: bearer(session.access_token) });
    expect(me.status).toBe(200);
    expect(profileSchema.parse(await me.json())).toMatchObject({
      email: 'ada@example.com',
      first_name: 'Ada',
      role: 'learner',
      is_admin: false,
    });

    h.advance(61);
    const again = await h.signIn('ada@example.com');
    expect(again.email).toBe('ada@example.com');
    expect(again.first_name).toBe('Ada');
    expect(again.refresh_token).not.toBe(session.refresh_token);
    expect(await h.t.database.db.select().from(users)).toHaveLength(1);
  });

  it('names every invalid sign-up field with its message from product.md#validation', async () => {
    const response = await h.post('/api/registry/sign-up/', {
      first_name: 'A',
      last_name: 'B',
      email: 'not-an-email',
    });
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.fields).toEqual({
      first_name: AUTH_MESSAGES.firstNameTooShort,
      last_name: AUTH_MESSAGES.lastNameLength,
      email: AUTH_MESSAGES.emailInvalid,
    });
    const characters = await errorOf(
      await h.post('/api/registry/sign-up/', {
        first_name: 'Ada1',
        last_name: 'B3',
        email: 'a@b.co',
      }),
    );
    expect(characters.fields).toEqual({
      first_name: 'First name can only contain letters, spaces, hyphens, and apostrophes',
      last_name: 'Last name can only contain letters, spaces, hyphens, and apostrophes',
    });
    const tooLong = await errorOf(
      await h.post('/api/registry/sign-up/', {
        first_name: 'A'.repeat(51),
        last_name: 'B'.repeat(51),
        email: 'a@b.co',
      }),
    );
    expect(tooLong.fields).toEqual({
      first_name: 'First name must be less than 50 characters',
      last_name: 'Last name must be between 2 and 50 characters',
    });
    const empty = await errorOf(await h.post('/api/registry/sign-up/', {}));
    expect(empty.fields).toEqual({
      first_name: 'First name is required',
      email: 'Email is required',
    });
    const signIn = await h.post('/api/registry/sign-in/', { email: `${'a'.repeat(95)}@b.com` });
    expect(signIn.status).toBe(400);
    expect((await errorOf(signIn)).fields).toEqual({
      email: 'Email must be less than 100 characters',
    });
    const verify = await h.post('/api/registry/verify-token/', {
      email: 'a@b.co',
      token: '12a456',
    });
    expect((await errorOf(verify)).fields).toEqual({ token: 'Token must contain only numbers' });
    const malformed = await h.t.app.request('/api/registry/verify-token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expect(h.smtp.messages).toHaveLength(0);
  });

  it('accepts a code for 10 minutes and not after', async () => {
    await h.signIn('early@example.com', 'Early');
    h.advance(61);
    let before = h.smtp.messages.length;
    await h.post('/api/registry/sign-in/', { email: 'early@example.com' });
    const code = await h.smtp.waitForCode('early@example.com', before);
    h.advance(599);
    expect(
      (await h.post('/api/registry/verify-token/', { email: 'early@example.com', token: code }))
        .status,
    ).toBe(200);

    h.advance(61);
    before = h.smtp.messages.length;
    await h.post('/api/registry/sign-in/', { email: 'early@example.com' });
    const late = await h.smtp.waitForCode('early@example.com', before);
    h.advance(600);
    const response = await h.post('/api/registry/verify-token/', {
      email: 'early@example.com',
      token: late,
    });
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.code).toBe('code_invalid');
    expect(body.message).toBe('That code has expired. Please request a new code.');
  });

  it('accepts a code only once', async () => {
    await h.post('/api/registry/sign-up/', { first_name: 'Once', email: 'once@example.com' });
    const code = await h.smtp.waitForCode('once@example.com');
    const first = await h.post('/api/registry/verify-token/', {
      email: 'once@example.com',
      token: code,
    });
    expect(first.status).toBe(200);
    const second = await h.post('/api/registry/verify-token/', {
      email: 'once@example.com',
      token: code,
    });
    expect(second.status).toBe(400);
    expect((await errorOf(second)).code).toBe('code_invalid');
  });

  it('accepts only the newest code', async () => {
    await h.post('/api/registry/sign-up/', { first_name: 'Newest', email: 'new@example.com' });
    const older = await h.smtp.waitForCode('new@example.com');
    h.advance(61);
    const before = h.smtp.messages.length;
    await h.post('/api/registry/sign-up/', { first_name: 'Newest', email: 'new@example.com' });
    const newer = await h.smtp.waitForCode('new@example.com', before);
    if (older !== newer) {
      const stale = await h.post('/api/registry/verify-token/', {
        email: 'new@example.com',
        token: older,
      });
      expect(stale.status).toBe(400);
      expect((await errorOf(stale)).code).toBe('code_incorrect');
    }
    const fresh = await h.post('/api/registry/verify-token/', {
      email: 'new@example.com',
      token: newer,
    });
    expect(fresh.status).toBe(200);
  });

  it('kills a code after 5 wrong tries and says how many remain', async () => {
    await h.post('/api/registry/sign-up/', { first_name: 'Tries', email: 'tries@example.com' });
    const code = await h.smtp.waitForCode('tries@example.com');
    const wrong = otherCode(code);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await h.post('/api/registry/verify-token/', {
        email: 'tries@example.com',
        token: wrong,
      });
      expect(response.status).toBe(400);
      messages.push((await errorOf(response)).message);
    }
    expect(messages).toEqual([
      'That code is not correct. You have 4 tries left.',
      'That code is not correct. You have 3 tries left.',
      'That code is not correct. You have 2 tries left.',
      'That code is not correct. You have 1 try left.',
      'That code has been entered wrongly too many times. Please request a new code.',
    ]);
    const right = await h.post('/api/registry/verify-token/', {
      email: 'tries@example.com',
      token: code,
    });
    expect(right.status).toBe(400);
    expect((await errorOf(right)).code).toBe('code_exhausted');

    h.advance(61);
    const before = h.smtp.messages.length;
    await h.post('/api/registry/sign-up/', { first_name: 'Tries', email: 'tries@example.com' });
    const fresh = await h.smtp.waitForCode('tries@example.com', before);
    expect(
      (await h.post('/api/registry/verify-token/', { email: 'tries@example.com', token: fresh }))
        .status,
    ).toBe(200);
  });

  it('locks an account after 20 failed tries in an hour, with 429 and Retry-After, despite new codes', async () => {
    const email = 'locked@example.com';
    await h.signIn(email, 'Locked');
    // An hour later, so the five codes below stay within the hourly cap per address.
    h.advance(3600);
    let failures = 0;
    for (let round = 0; round < 4; round += 1) {
      h.advance(61);
      const before = h.smtp.messages.length;
      expect((await h.post('/api/registry/sign-in/', { email })).status).toBe(200);
      const code = await h.smtp.waitForCode(email, before);
      for (let i = 0; i < 5; i += 1) {
        // Spread over several client addresses: the account limit is not per IP.
        const response = await h.post(
          '/api/registry/verify-token/',
          { email, token: otherCode(code) },
          { ip: `198.51.100.${failures}` },
        );
        expect(response.status).toBe(400);
        failures += 1;
      }
    }
    expect(failures).toBe(20);
    // A new code does not reset the count, and even the right code is refused while locked.
    h.advance(61);
    const before = h.smtp.messages.length;
    expect((await h.post('/api/registry/sign-in/', { email })).status).toBe(200);
    const code = await h.smtp.waitForCode(email, before);
    const locked = await h.post('/api/registry/verify-token/', { email, token: code });
    expect(locked.status).toBe(429);
    const body = await errorOf(locked);
    expect(body.code).toBe('account_locked');
    // The first counted failure happened at 3661 s, it is now 3905 s: 244 s of the hour are gone.
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBe(3600 - 244);
    expect(body.retry_after_s).toBe(retryAfter);
    expect(body.message).toBe(
      'Too many incorrect codes for this account. Please try again in 56 minutes.',
    );

    // Other accounts are unaffected.
    h.advance(1);
    await h.signIn('other@example.com', 'Other');

    h.advance(retryAfter);
    const after = await h.post('/api/registry/verify-token/', { email, token: code });
    expect(after.status).toBe(400); // the code expired meanwhile, but the lock is gone
    expect((await errorOf(after)).code).toBe('code_invalid');
    await h.signIn(email);
  });

  it('holds a second code of the same kind for a minute while the first is unused', async () => {
    expect((await h.post('/api/registry/sign-in/', { email: 'wait@example.com' })).status).toBe(
      200,
    );
    h.advance(45);
    await expectRefusal(await h.post('/api/registry/sign-in/', { email: 'WAIT@example.com' }), {
      code: 'resend_cooldown',
      retryAfterS: 15,
      message: 'We just sent a code to this address. You can ask for a new one in 15 seconds.',
    });
    // Another address from the same client is not held up.
    expect((await h.post('/api/registry/sign-in/', { email: 'else@example.com' })).status).toBe(
      200,
    );
    h.advance(15);
    expect((await h.post('/api/registry/sign-in/', { email: 'wait@example.com' })).status).toBe(
      200,
    );
    await h.smtp.waitFor(
      (m) => m.to.includes('wait@example.com') && h.smtp.messages.indexOf(m) > 1,
    );
    expect(h.smtp.messages.filter((m) => m.to.includes('wait@example.com'))).toHaveLength(2);

    // The same holds for a known account, and for sign-up codes.
    await h.signIn('known@example.com', 'Known');
    h.advance(1);
    expect((await h.post('/api/registry/sign-in/', { email: 'known@example.com' })).status).toBe(
      200,
    );
    expect((await h.post('/api/registry/sign-in/', { email: 'known@example.com' })).status).toBe(
      429,
    );
    expect(
      (await h.post('/api/registry/sign-up/', { first_name: 'Nova', email: 'nova@example.com' }))
        .status,
    ).toBe(200);
    const again = await h.post('/api/registry/sign-up/', {
      first_name: 'Nova',
      email: 'nova@example.com',
    });
    expect(again.status).toBe(429);
    expect((await errorOf(again)).code).toBe('resend_cooldown');
  });

  it('lets a person who tried Sign In without an account sign up at once', async () => {
    const email = 'confused@example.com';
    expect((await h.post('/api/registry/sign-in/', { email })).status).toBe(200);
    const noAccount = await h.smtp.waitFor((m) => m.to.includes(email));
    expect(noAccount.text).toContain('there is no Nyra account for it');
    h.advance(5);
    const signUp = await h.post('/api/registry/sign-up/', { first_name: 'Cora', email });
    expect(signUp.status).toBe(200);
    const code = await h.smtp.waitForCode(email);
    const verify = await h.post('/api/registry/verify-token/', { email, token: code });
    expect(verify.status).toBe(200);
    expect(sessionSchema.parse(await verify.json()).first_name).toBe('Cora');
  });

  it('answers the same for a known address: Sign Up right after Sign In is allowed', async () => {
    await h.signIn('known@example.com', 'Known');
    h.advance(61);
    expect((await h.post('/api/registry/sign-in/', { email: 'known@example.com' })).status).toBe(
      200,
    );
    expect(
      (await h.post('/api/registry/sign-up/', { first_name: 'Known', email: 'known@example.com' }))
        .status,
    ).toBe(200);
  });

  it('does not hold up a new sign-in once the earlier code was used', async () => {
    const email = 'again@example.com';
    await h.signIn(email, 'Again'); // sign-up, then verify
    h.advance(5); // sign out and straight back in
    const viaSignIn = await h.signIn(email);
    expect(viaSignIn.first_name).toBe('Again');
    h.advance(5);
    expect((await h.signIn(email)).first_name).toBe('Again');
  });

  it('does not hold up a new code once the earlier one was entered wrongly too often', async () => {
    const email = 'dead@example.com';
    expect((await h.post('/api/registry/sign-up/', { first_name: 'Dead', email })).status).toBe(
      200,
    );
    const code = await h.smtp.waitForCode(email);
    for (let i = 0; i < 5; i += 1) {
      await h.post('/api/registry/verify-token/', { email, token: otherCode(code) });
    }
    h.advance(5);
    expect((await h.post('/api/registry/sign-up/', { first_name: 'Dead', email })).status).toBe(
      200,
    );
  });

  it('sends at most 5 codes an hour to one address, and says exactly when the next one can be asked', async () => {
    const email = 'flood@example.com';
    // Alternating Sign In and Sign Up, each past the cooldown, from several networks.
    for (let i = 0; i < 5; i += 1) {
      const response =
        i % 2 === 0
          ? await h.post('/api/registry/sign-in/', { email }, { ip: `198.51.100.${i}` })
          : await h.post(
              '/api/registry/sign-up/',
              { first_name: 'Flood', email },
              { ip: `198.51.100.${i}` },
            );
      expect(response.status).toBe(200);
      h.advance(61);
    }
    // The first code went out at 0 s; it is now 305 s: the hour ends in 3295 s.
    await expectRefusal(await h.post('/api/registry/sign-in/', { email }, { ip: '198.51.100.9' }), {
      code: 'email_rate_limited',
      retryAfterS: 3295,
      message:
        'We have sent 5 codes to this address in the last hour. You can ask for a new one in 55 minutes.',
    });
    // Refused requests are not counted, and other addresses are unaffected.
    expect((await h.post('/api/registry/sign-in/', { email: 'calm@example.com' })).status).toBe(
      200,
    );
    h.advance(3294);
    expect((await h.post('/api/registry/sign-in/', { email })).status).toBe(429);
    h.advance(1);
    expect((await h.post('/api/registry/sign-in/', { email })).status).toBe(200);
  });

  it('does not reveal whether an account exists', async () => {
    await h.signIn('known@example.com', 'Known');
    h.advance(61);

    const strip = async (response: Response) => ({
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: JSON.stringify(await response.json()).replace(/"email":"[^"]*"/, '"email":"*"'),
    });

    // Sign-in: known and unknown answer the same.
    const knownSignIn = await strip(
      await h.post('/api/registry/sign-in/', { email: 'known@example.com' }),
    );
    const unknownSignIn = await strip(
      await h.post('/api/registry/sign-in/', { email: 'ghost@example.com' }),
    );
    expect(unknownSignIn).toEqual(knownSignIn);
    expect(knownSignIn.status).toBe(200);

    // The mailbox owner learns the truth: a code for the account, an explanation for the other.
    const knownMail = await h.smtp.waitFor(
      (m) => m.to.includes('known@example.com') && h.smtp.messages.indexOf(m) > 0,
    );
    expect(knownMail.subject).toMatch(/^Your Nyra sign-in code: \d{6}$/);
    const ghostMail = await h.smtp.waitFor((m) => m.to.includes('ghost@example.com'));
    expect(ghostMail.subject).not.toMatch(/\d{6}/);
    expect(ghostMail.text).toContain('there is no Nyra account for it');
    expect(ghostMail.text).toContain('choose "Sign Up"');

    // Wrong codes: same answers and the same countdown of tries.
    for (let i = 0; i < 5; i += 1) {
      const known = await strip(
        await h.post('/api/registry/verify-token/', {
          email: 'known@example.com',
          token: '000000' === knownMail.subject.slice(-6) ? '111111' : '000000',
        }),
      );
      const ghost = await strip(
        await h.post('/api/registry/verify-token/', {
          email: 'ghost@example.com',
          token: '000000',
        }),
      );
      expect(ghost).toEqual(known);
    }

    // Sign-up: an existing address and a new one answer the same.
    h.advance(61);
    const existing = await strip(
      await h.post('/api/registry/sign-up/', { first_name: 'Mallory', email: 'known@example.com' }),
    );
    const fresh = await strip(
      await h.post('/api/registry/sign-up/', { first_name: 'Nova', email: 'nova@example.com' }),
    );
    expect(fresh).toEqual(existing);
    const existingMail = await h.smtp.waitFor(
      (m) => m.to.includes('known@example.com') && /already have one/.test(m.text),
    );
    expect(existingMail.subject).toMatch(/^Your Nyra sign-in code: \d{6}$/);
    // Signing up again with an existing address signs in to the account; it never renames it.
    const code = /(\d{6})$/.exec(existingMail.subject)?.[1];
    const session = await h.post('/api/registry/verify-token/', {
      email: 'known@example.com',
      token: code,
    });
    expect(sessionSchema.parse(await session.json()).first_name).toBe('Known');
  });

  it('answers without waiting for the mail server, whichever e-mail is sent', async () => {
    const slow = await createRegistryHarness(kind, { smtpReplyDelayMs: 1500 });
    try {
      await slow.post('/api/registry/sign-up/', { first_name: 'Slow', email: 'slow@example.com' });
      const code = await slow.smtp.waitForCode('slow@example.com');
      expect(
        (await slow.post('/api/registry/verify-token/', { email: 'slow@example.com', token: code }))
          .status,
      ).toBe(200);
      slow.advance(61);
      for (const email of ['slow@example.com', 'nobody@example.com']) {
        const started = performance.now();
        const response = await slow.post('/api/registry/sign-in/', { email });
        expect(response.status).toBe(200);
        expect(performance.now() - started).toBeLessThan(1000);
      }
      await slow.smtp.waitFor((m) => m.to.includes('nobody@example.com'));
    } finally {
      await slow.close();
    }
  });

  it('limits code requests per network per hour and verifications per 15 minutes, scaled by RATE_LIMIT_SCALE', async () => {
    const limited = await createRegistryHarness(kind, { env: { RATE_LIMIT_SCALE: '0.1' } });
    try {
      // 60 × 0.1 = 6 codes per hour per network address.
      for (let i = 1; i <= 6; i += 1) {
        expect(
          (
            await limited.post(
              '/api/registry/sign-in/',
              { email: `a${i}@example.com` },
              { ip: '203.0.113.7' },
            )
          ).status,
        ).toBe(200);
        limited.advance(100);
      }
      // The first code went out at 0 s; it is now 600 s: the hour ends in 3000 s.
      await expectRefusal(
        await limited.post(
          '/api/registry/sign-in/',
          { email: 'a7@example.com' },
          { ip: '203.0.113.7' },
        ),
        {
          code: 'rate_limited',
          retryAfterS: 3000,
          message:
            'Too many codes were requested from your network. Please try again in 50 minutes.',
        },
      );
      // A refused request for an address in its cooldown does not use up the network's hour.
      const other = await createRegistryHarness(kind, { env: { RATE_LIMIT_SCALE: '0.1' } });
      try {
        const ip = { ip: '203.0.113.50' };
        expect(
          (await other.post('/api/registry/sign-in/', { email: 'x@example.com' }, ip)).status,
        ).toBe(200);
        for (let i = 0; i < 8; i += 1) {
          expect(
            (await other.post('/api/registry/sign-in/', { email: 'x@example.com' }, ip)).status,
          ).toBe(429);
        }
        for (let i = 2; i <= 6; i += 1) {
          expect(
            (await other.post('/api/registry/sign-in/', { email: `x${i}@example.com` }, ip)).status,
          ).toBe(200);
        }
      } finally {
        await other.close();
      }
      // Without TRUST_PROXY a forged X-Forwarded-For changes nothing.
      const forged = await limited.post(
        '/api/registry/sign-in/',
        { email: 'a4@example.com' },
        { ip: '203.0.113.7', headers: { 'x-forwarded-for': '10.9.9.9' } },
      );
      expect(forged.status).toBe(429);
      expect(
        (
          await limited.post(
            '/api/registry/sign-in/',
            { email: 'a5@example.com' },
            { ip: '203.0.113.8' },
          )
        ).status,
      ).toBe(200);

      // 60 × 0.1 = 6 verifications per 15 minutes per address.
      for (let i = 0; i < 6; i += 1) {
        const response = await limited.post(
          '/api/registry/verify-token/',
          { email: `v${i}@example.com`, token: '123456' },
          { ip: '203.0.113.9' },
        );
        expect(response.status).toBe(400);
      }
      const blocked = await limited.post(
        '/api/registry/verify-token/',
        { email: 'v9@example.com', token: '123456' },
        { ip: '203.0.113.9' },
      );
      expect(blocked.status).toBe(429);
      limited.advance(900);
      // 15 minutes later verifications are allowed again; codes for that network not yet.
      expect(
        (
          await limited.post(
            '/api/registry/verify-token/',
            { email: 'v9@example.com', token: '123456' },
            { ip: '203.0.113.9' },
          )
        ).status,
      ).toBe(400);
      const codeFrom7 = () =>
        limited.post('/api/registry/sign-in/', { email: 'a8@example.com' }, { ip: '203.0.113.7' });
      expect((await codeFrom7()).status).toBe(429);
      limited.advance(3600 - 1500);
      expect((await codeFrom7()).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('reads the client address from X-Forwarded-For only with TRUST_PROXY', async () => {
    const proxied = await createRegistryHarness(kind, {
      env: { RATE_LIMIT_SCALE: '0.1', TRUST_PROXY: '1' },
    });
    try {
      // All requests come from the proxy's socket address; the proxy appends the client's.
      const via = (client: string) => ({
        ip: '10.0.0.1',
        headers: { 'x-forwarded-for': `6.6.6.6, ${client}` },
      });
      // 60 × 0.1 = 6 codes per hour per client address.
      for (let i = 1; i <= 6; i += 1) {
        expect(
          (
            await proxied.post(
              '/api/registry/sign-in/',
              { email: `p${i}@example.com` },
              via('198.51.100.20'),
            )
          ).status,
        ).toBe(200);
      }
      expect(
        (
          await proxied.post(
            '/api/registry/sign-in/',
            { email: 'p7@example.com' },
            via('198.51.100.20'),
          )
        ).status,
      ).toBe(429);
      expect(
        (
          await proxied.post(
            '/api/registry/sign-in/',
            { email: 'p8@example.com' },
            via('198.51.100.21'),
          )
        ).status,
      ).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('grants admin rights from ADMIN_EMAILS', async () => {
    const admin = await createRegistryHarness(kind, {
      env: { ADMIN_EMAILS: 'Boss@Example.com, x@y.z' },
    });
    try {
      const session = await admin.signIn('boss@example.com', 'Boss');
      // The session itself says so (issue 24 §4), so the client shows authoring only to admins.
      expect(session.is_admin).toBe(true);
      const me = profileSchema.parse(
        await (
          await admin.get('/api/registry/me/', { headers: bearer(session.access_token) })
        ).json(),
      );
      expect(me.is_admin).toBe(true);
      const learner = await admin.signIn('learner@example.com', 'Learner');
      expect(learner.is_admin).toBe(false);
      const asLearner = async () =>
        profileSchema.parse(
          await (
            await admin.get('/api/registry/me/', { headers: bearer(learner.access_token) })
          ).json(),
        );
      expect((await asLearner()).is_admin).toBe(false);
      // The stored role counts too, and is read per request rather than from the token.
      await admin.t.database.db
        .update(users)
        .set({ role: 'admin' })
        .where(eq(users.email, 'learner@example.com'));
      expect(await asLearner()).toMatchObject({ role: 'admin', is_admin: true });
    } finally {
      await admin.close();
    }
  });
});
