CREATE TABLE signups (
  id INTEGER PRIMARY KEY,
  signed_up_on DATE NOT NULL
);
