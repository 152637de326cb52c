-- Mistake: prefers the e-mail over the phone
SELECT name, COALESCE(NULLIF(email, ''), NULLIF(phone, ''), 'no contact') AS contact FROM contacts ORDER BY name;
