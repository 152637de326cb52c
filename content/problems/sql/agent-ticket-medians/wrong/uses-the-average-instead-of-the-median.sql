-- Mistake: uses the average instead of the median
SELECT agent,
       COUNT(*) FILTER (WHERE status = 'open') AS open_tickets,
       COUNT(*) FILTER (WHERE status = 'closed') AS closed_tickets,
       AVG(hours) FILTER (WHERE status = 'closed') AS median_hours
FROM tickets
GROUP BY agent
ORDER BY agent;
