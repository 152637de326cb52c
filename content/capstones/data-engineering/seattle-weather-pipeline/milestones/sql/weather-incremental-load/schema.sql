-- @dataset seattle-weather
CREATE TABLE warehouse_weather (
  day DATE PRIMARY KEY,
  precipitation DOUBLE PRECISION,
  temp_max DOUBLE PRECISION,
  temp_min DOUBLE PRECISION,
  wind DOUBLE PRECISION,
  weather TEXT
);
CREATE TABLE load_state (
  pipeline TEXT PRIMARY KEY,
  watermark DATE
);
