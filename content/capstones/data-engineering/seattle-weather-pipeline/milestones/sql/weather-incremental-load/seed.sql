-- @dataset seattle-weather
INSERT INTO load_state (pipeline, watermark) VALUES ('weather', '2015-12-20'), ('flights', '2016-01-31');
INSERT INTO warehouse_weather (day, precipitation, temp_max, temp_min, wind, weather)
SELECT day, precipitation, temp_max, temp_min, wind, weather FROM seattle_weather WHERE day <= '2015-12-20';
