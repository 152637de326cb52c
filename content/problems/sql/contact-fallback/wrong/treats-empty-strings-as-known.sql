-- Mistake: treats empty strings as known
SELECT name, COALESCE(phone, email, 'no contact') AS contact FROM contacts ORDER BY name;
