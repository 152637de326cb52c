CREATE TABLE shipments (
  id INTEGER PRIMARY KEY,
  carrier TEXT NOT NULL,
  ordered_on TEXT NOT NULL,
  delivered_on TEXT
);
