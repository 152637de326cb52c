-- Mistake: takes the median of every ticket with hours, reopened ones included
SELECT agent,
       COUNT(*) FILTER (WHERE status = 'open') AS open_tickets,
       COUNT(*) FILTER (WHERE status = 'closed') AS closed_tickets,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY hours) AS median_hours
FROM tickets
GROUP BY agent
ORDER BY agent;
