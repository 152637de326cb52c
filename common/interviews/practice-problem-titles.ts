/**
 * Titles of the practice problems that interview rubric criteria link to, so a link names the
 * problem it opens. A copy rather than an import of the problem bank: the bank, with every test and
 * solution, is ≈ 98 KB gzipped, too much for the Interviews screen to load for 25 link labels.
 * src/features/interviews/logic/training-links.test.ts checks each one against the bank.
 */
export const PRACTICE_PROBLEM_TITLES: Readonly<Record<string, string>> = {
  'bonus-statistics': 'Bonus Statistics with Missing Values',
  'clean-user-records': 'Clean and De-duplicate Users',
  'contact-fallback': 'Best Way to Reach Each Contact',
  'count-errors-by-service': 'Errors per Service from JSON Lines',
  'count-sessions': 'Sessionize Click Events',
  'customer-orders-join': 'Orders with Customer Names',
  'customers-without-orders': 'Customers Who Never Ordered',
  'duplicate-emails': 'Find Duplicate E-mails',
  'flatten-json': 'Flatten a JSON Document',
  'group-anagrams': 'Group Anagrams',
  'latest-order-status': 'Latest Status per Order',
  'merge-inventories': 'Merge Warehouse Inventories',
  'month-over-month-growth': 'Month-over-Month Growth',
  'monthly-signups': 'Sign-ups per Month',
  'moving-average': 'Moving Average',
  'repeat-customers': 'Valuable Repeat Customers',
  'revenue-by-category': 'Revenue by Category',
  'running-total': 'Running Total of Sales',
  'select-engineering-employees': 'Engineers by Salary',
  'shipping-delays': 'Average Delivery Time per Carrier',
  'summarize-ranges': 'Summarize Consecutive IDs',
  'top-earner-per-department': 'Top Earner per Department',
  'top-k-words': 'Top K Frequent Words',
  'two-sum': 'Two Sum',
  'weekly-active-users': 'Weekly Active Users',
};
