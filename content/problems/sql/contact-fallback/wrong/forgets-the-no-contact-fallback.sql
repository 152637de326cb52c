-- Mistake: forgets the 'no contact' fallback
SELECT name, COALESCE(NULLIF(phone, ''), NULLIF(email, '')) AS contact FROM contacts ORDER BY name;
