SELECT agent,
       COUNT(*) FILTER (WHERE status = 'open') AS open_tickets,
       COUNT(*) FILTER (WHERE status = 'closed') AS closed_tickets,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY hours)
         FILTER (WHERE status = 'closed') AS median_hours
FROM tickets
GROUP BY agent
ORDER BY agent;
