INSERT INTO events VALUES (1, '{"user": {"id": 7}, "action": "click", "value": 2.5}'),
  (2, '{"user": {"id": 8}, "action": "view"}'), (3, 'not json');
