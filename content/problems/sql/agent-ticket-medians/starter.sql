SELECT agent, COUNT(*) AS open_tickets, COUNT(*) AS closed_tickets, AVG(hours) AS median_hours
FROM tickets
GROUP BY agent;
