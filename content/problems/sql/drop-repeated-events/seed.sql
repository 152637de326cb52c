INSERT INTO events VALUES (1, 1, 'tap', 100), (2, 1, 'tap', 130), (3, 1, 'tap', 200), (4, 1, 'scroll', 131),
  (5, 2, 'tap', 130), (6, 1, 'tap', 259);
