INSERT INTO components VALUES ('bike', 'wheel', 2), ('bike', 'frame', 1), ('wheel', 'spoke', 32), ('wheel', 'rim', 1),
  ('frame', 'tube', 3), ('bike', 'bolt', 4), ('frame', 'bolt', 6);
