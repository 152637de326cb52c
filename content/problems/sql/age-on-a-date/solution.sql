SELECT name,
       2024 - CAST(strftime('%Y', birth_date) AS INTEGER)
         - (strftime('%m-%d', birth_date) > '03-01') AS age
FROM members
ORDER BY name;
