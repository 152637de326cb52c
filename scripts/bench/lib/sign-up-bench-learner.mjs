/**
 * Signs a learner up through the API for a benchmark, as a real one would: sign-up, the code from
 * the server's log (without SMTP_URL the server prints each e-mail), verify, and a minimal résumé
 * upload (the dashboard asks for one first). Returns the session to store as `auth_data`.
 */
/** The upload opens a PDF with pdf.js before accepting it: one blank page is the least it takes. */
export const ONE_PAGE_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
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
  form.append('resume_file', new Blob([ONE_PAGE_PDF], { type: 'application/pdf' }), 'cv.pdf');
  const upload = await fetch(`${server.url}/api/resume/upload/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.access_token}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`resume upload: ${upload.status}`);
  return { ...session, has_uploaded_resume: true };
}
