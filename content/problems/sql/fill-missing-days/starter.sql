SELECT day, signups
FROM daily_signups
ORDER BY day;
