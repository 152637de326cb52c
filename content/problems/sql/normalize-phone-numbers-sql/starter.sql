SELECT id AS contact_id, raw_phone AS phone
FROM contacts;
