/**
 * The SQL problems in display order, grouped by topic (topics appear in the order of their first
 * problem), easiest first within a topic. Every file under sql/ is listed here;
 * sql-problems.test.ts checks none is forgotten.
 */
import type { SqlProblemInput } from '../problem-schema.ts';
import { problem as ageOnADate } from './sql/age-on-a-date.ts';
import { problem as averageSalaryByDepartment } from './sql/average-salary-by-department.ts';
import { problem as billOfMaterials } from './sql/bill-of-materials.ts';
import { problem as bonusStatistics } from './sql/bonus-statistics.ts';
import { problem as categoryBreadcrumbs } from './sql/category-breadcrumbs.ts';
import { problem as categoryRevenueShare } from './sql/category-revenue-share.ts';
import { problem as changeSincePreviousPurchase } from './sql/change-since-previous-purchase.ts';
import { problem as cheapestProductsInStock } from './sql/cheapest-products-in-stock.ts';
import { problem as collapseExactDuplicates } from './sql/collapse-exact-duplicates.ts';
import { problem as contactFallback } from './sql/contact-fallback.ts';
import { problem as customerOrdersJoin } from './sql/customer-orders-join.ts';
import { problem as customersWithoutOrders } from './sql/customers-without-orders.ts';
import { problem as dailyAndWeeklyActiveUsers } from './sql/daily-and-weekly-active-users.ts';
import { problem as dailyOrderStatusCounts } from './sql/daily-order-status-counts.ts';
import { problem as dayOneRetention } from './sql/day-one-retention.ts';
import { problem as departmentsAboveAverage } from './sql/departments-above-average.ts';
import { problem as deviceStatusPeriods } from './sql/device-status-periods.ts';
import { problem as distinctBuyersPerProduct } from './sql/distinct-buyers-per-product.ts';
import { problem as dropRepeatedEvents } from './sql/drop-repeated-events.ts';
import { problem as duplicateEmails } from './sql/duplicate-emails.ts';
import { problem as employeeManagers } from './sql/employee-managers.ts';
import { problem as eventsPerUtcDay } from './sql/events-per-utc-day.ts';
import { problem as fillMissingDays } from './sql/fill-missing-days.ts';
import { problem as firstTouchChannel } from './sql/first-touch-channel.ts';
import { problem as hoppingWindowPeaks } from './sql/hopping-window-peaks.ts';
import { problem as jsonEventFields } from './sql/json-event-fields.ts';
import { problem as jsonOrderTotals } from './sql/json-order-totals.ts';
import { problem as jsonTagCounts } from './sql/json-tag-counts.ts';
import { problem as latestOrderStatus } from './sql/latest-order-status.ts';
import { problem as ledgerBankReconciliation } from './sql/ledger-bank-reconciliation.ts';
import { problem as longestLoginStreak } from './sql/longest-login-streak.ts';
import { problem as medianOrderValue } from './sql/median-order-value.ts';
import { problem as mergeDuplicateAccounts } from './sql/merge-duplicate-accounts.ts';
import { problem as missingInvoiceNumbers } from './sql/missing-invoice-numbers.ts';
import { problem as monthOverMonthGrowth } from './sql/month-over-month-growth.ts';
import { problem as monthlyCohortActivity } from './sql/monthly-cohort-activity.ts';
import { problem as monthlyRenewalDates } from './sql/monthly-renewal-dates.ts';
import { problem as monthlySignups } from './sql/monthly-signups.ts';
import { problem as mutualFollows } from './sql/mutual-follows.ts';
import { problem as normalizePhoneNumbers } from './sql/normalize-phone-numbers-sql.ts';
import { problem as ordersByWeekday } from './sql/orders-by-weekday.ts';
import { problem as orgChartLevels } from './sql/org-chart-levels.ts';
import { problem as parseAmountStrings } from './sql/parse-amount-strings.ts';
import { problem as priceAtOrderTime } from './sql/price-at-order-time.ts';
import { problem as productsNeverOrdered } from './sql/products-never-ordered.ts';
import { problem as repeatCustomers } from './sql/repeat-customers.ts';
import { problem as revenueByCategory } from './sql/revenue-by-category.ts';
import { problem as runningTotal } from './sql/running-total.ts';
import { problem as scd2AsOfDate } from './sql/scd2-as-of-date.ts';
import { problem as scd2CurrentAddresses } from './sql/scd2-current-addresses.ts';
import { problem as scd2FromSnapshots } from './sql/scd2-from-snapshots.ts';
import { problem as selectEngineeringEmployees } from './sql/select-engineering-employees.ts';
import { problem as sessionizeClickstream } from './sql/sessionize-clickstream.ts';
import { problem as sessionsPerUser } from './sql/sessions-per-user.ts';
import { problem as shippingDelays } from './sql/shipping-delays.ts';
import { problem as signupFunnel } from './sql/signup-funnel.ts';
import { problem as slidingWindowAlerts } from './sql/sliding-window-alerts.ts';
import { problem as slowestEndpoints } from './sql/slowest-endpoints-sql.ts';
import { problem as splitTagLists } from './sql/split-tag-lists.ts';
import { problem as standardizeCountryCodes } from './sql/standardize-country-codes.ts';
import { problem as statusClassesFromLogs } from './sql/status-classes-from-logs.ts';
import { problem as topEarnerPerDepartment } from './sql/top-earner-per-department.ts';
import { problem as topTwoProductsPerCategory } from './sql/top-two-products-per-category.ts';
import { problem as trailingSevenDayAverage } from './sql/trailing-seven-day-average.ts';
import { problem as tumblingWindowCounts } from './sql/tumbling-window-counts-sql.ts';

export const SQL_PROBLEM_FILES: SqlProblemInput[] = [
  selectEngineeringEmployees,
  cheapestProductsInStock,
  customerOrdersJoin,
  customersWithoutOrders,
  productsNeverOrdered,
  employeeManagers,
  ledgerBankReconciliation,
  mutualFollows,
  priceAtOrderTime,
  averageSalaryByDepartment,
  dailyOrderStatusCounts,
  distinctBuyersPerProduct,
  revenueByCategory,
  categoryRevenueShare,
  repeatCustomers,
  medianOrderValue,
  contactFallback,
  bonusStatistics,
  changeSincePreviousPurchase,
  firstTouchChannel,
  runningTotal,
  topEarnerPerDepartment,
  topTwoProductsPerCategory,
  monthOverMonthGrowth,
  trailingSevenDayAverage,
  departmentsAboveAverage,
  fillMissingDays,
  splitTagLists,
  billOfMaterials,
  categoryBreadcrumbs,
  orgChartLevels,
  missingInvoiceNumbers,
  deviceStatusPeriods,
  longestLoginStreak,
  sessionsPerUser,
  sessionizeClickstream,
  collapseExactDuplicates,
  duplicateEmails,
  latestOrderStatus,
  mergeDuplicateAccounts,
  dropRepeatedEvents,
  scd2CurrentAddresses,
  scd2AsOfDate,
  scd2FromSnapshots,
  monthlySignups,
  ordersByWeekday,
  ageOnADate,
  eventsPerUtcDay,
  shippingDelays,
  monthlyRenewalDates,
  jsonEventFields,
  jsonTagCounts,
  jsonOrderTotals,
  standardizeCountryCodes,
  normalizePhoneNumbers,
  parseAmountStrings,
  statusClassesFromLogs,
  slowestEndpoints,
  dailyAndWeeklyActiveUsers,
  signupFunnel,
  dayOneRetention,
  monthlyCohortActivity,
  tumblingWindowCounts,
  slidingWindowAlerts,
  hoppingWindowPeaks,
];
