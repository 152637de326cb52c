/**
 * Signs a learner up through the API for a benchmark, as a real one would: sign-up, the code from
 * the server's log (without SMTP_URL the server prints each e-mail), verify, and a minimal résumé
 * upload (the dashboard asks for one first). Returns the session to store as `auth_data`.
 */
const CODE_WAIT_STEP_MS = 50;
const CODE_WAIT_STEPS = 200; // 10 s

export async function signUpBenchLearner(server, email, firstName = 'Bench') {
  const before = server.output().length;
  const post = (path, body) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const requested = await post('/api/registry/sign-up/', { first_name: firstName, email });
  if (!requested.ok) throw new Error(`sign-up: ${requested.status}`);
  let code;
  for (let i = 0; i < CODE_WAIT_STEPS && !code; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, CODE_WAIT_STEP_MS));
    code = /sign-in code: (\d{6})/.exec(server.output().slice(before))?.[1];
  }
  const session = await (await post('/api/registry/verify-token/', { email, token: code })).json();
  const form = new FormData();
  form.append(
    'resume_file',
    new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }),
    'cv.pdf',
  );
  const upload = await fetch(`${server.url}/api/resume/upload/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.access_token}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`resume upload: ${upload.status}`);
  return { ...session, has_uploaded_resume: true };
}
