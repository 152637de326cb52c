SELECT name, COALESCE(NULLIF(phone, ''), NULLIF(email, ''), 'no contact') AS contact
FROM contacts
ORDER BY name;
