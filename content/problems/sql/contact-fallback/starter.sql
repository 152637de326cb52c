SELECT name, COALESCE(phone, email) AS contact
FROM contacts
ORDER BY name;
