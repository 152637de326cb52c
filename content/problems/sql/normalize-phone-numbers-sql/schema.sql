CREATE TABLE contacts (
  id INTEGER PRIMARY KEY,
  raw_phone TEXT
);
