INSERT INTO access_log VALUES (1, 'GET /api/users 200 35ms'), (2, 'POST /api/login 401 12ms'), (3, 'GET /health 200 1ms'),
  (4, 'GET /api/orders/500 503 2000ms'), (5, 'garbage');
