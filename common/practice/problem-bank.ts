/**
 * The built-in problem bank: every problem data file, parsed with the schema once when Practice
 * loads (defaults applied, mistakes caught). problem-bank.test.ts runs every reference solution and
 * every starter against the problem's own tests.
 */
import { problemSchema, type Problem } from './problem-schema.ts';
import { problem as abTestConversion } from './problems/python/ab-test-conversion.ts';
import { problem as addMonths } from './problems/python/add-months.ts';
import { problem as bucketizeValues } from './problems/python/bucketize-values.ts';
import { problem as chunkList } from './problems/python/chunk-list.ts';
import { problem as cleanUserRecords } from './problems/python/clean-user-records.ts';
import { problem as climbingStairs } from './problems/python/climbing-stairs.ts';
import { problem as cohortRetention } from './problems/python/cohort-retention.ts';
import { problem as cosineTopK } from './problems/python/cosine-top-k.ts';
import { problem as countBusinessDays } from './problems/python/count-business-days.ts';
import { problem as countErrorsByService } from './problems/python/count-errors-by-service.ts';
import { problem as countSessions } from './problems/python/count-sessions.ts';
import { problem as csvTotalsByCategory } from './problems/python/csv-totals-by-category.ts';
import { problem as dayNRetention } from './problems/python/day-n-retention.ts';
import { problem as dedupeEmails } from './problems/python/dedupe-emails.ts';
import { problem as dedupeKeepLatest } from './problems/python/dedupe-keep-latest.ts';
import { problem as editDistance } from './problems/python/edit-distance.ts';
import { problem as errorRatePerMinute } from './problems/python/error-rate-per-minute.ts';
import { problem as explodeOrderItems } from './problems/python/explode-order-items.ts';
import { problem as fillForward } from './problems/python/fill-forward.ts';
import { problem as firstAtOrAfter } from './problems/python/first-at-or-after.ts';
import { problem as flagOutliers } from './problems/python/flag-outliers.ts';
import { problem as flattenJson } from './problems/python/flatten-json.ts';
import { problem as funnelConversion } from './problems/python/funnel-conversion.ts';
import { problem as groupAnagrams } from './problems/python/group-anagrams.ts';
import { problem as imputeMedian } from './problems/python/impute-median.ts';
import { problem as invertBinaryTree } from './problems/python/invert-binary-tree.ts';
import { problem as joinOrdersCustomers } from './problems/python/join-orders-customers.ts';
import { problem as jsonPathGet } from './problems/python/json-path-get.ts';
import { problem as latencyPercentile } from './problems/python/latency-percentile.ts';
import { problem as longestDailyStreak } from './problems/python/longest-daily-streak.ts';
import { problem as mergeIntervals } from './problems/python/merge-intervals.ts';
import { problem as mergeInventories } from './problems/python/merge-inventories.ts';
import { problem as mergeTwoSortedLists } from './problems/python/merge-two-sorted-lists.ts';
import { problem as minMaxScale } from './problems/python/min-max-scale.ts';
import { problem as movingAverage } from './problems/python/moving-average.ts';
import { problem as normalizePhoneNumbers } from './problems/python/normalize-phone-numbers.ts';
import { problem as oneHotEncode } from './problems/python/one-hot-encode.ts';
import { problem as parseMessyAmounts } from './problems/python/parse-messy-amounts.ts';
import { problem as parseMixedDates } from './problems/python/parse-mixed-dates.ts';
import { problem as pipelineRunOrder } from './problems/python/pipeline-run-order.ts';
import { problem as pivotSales } from './problems/python/pivot-sales.ts';
import { problem as reverseString } from './problems/python/reverse-string.ts';
import { problem as rollingDistinctUsers } from './problems/python/rolling-distinct-users.ts';
import { problem as sessionizeEvents } from './problems/python/sessionize-events.ts';
import { problem as slidingRateLimiter } from './problems/python/sliding-rate-limiter.ts';
import { problem as slidingWindowMax } from './problems/python/sliding-window-max.ts';
import { problem as slowestEndpoints } from './problems/python/slowest-endpoints.ts';
import { problem as splitShiftsByDay } from './problems/python/split-shifts-by-day.ts';
import { problem as standardizeColumnNames } from './problems/python/standardize-column-names.ts';
import { problem as statusClassCounts } from './problems/python/status-class-counts.ts';
import { problem as stickinessRatio } from './problems/python/stickiness-ratio.ts';
import { problem as summarizeRanges } from './problems/python/summarize-ranges.ts';
import { problem as topErrorTemplates } from './problems/python/top-error-templates.ts';
import { problem as topKWords } from './problems/python/top-k-words.ts';
import { problem as tumblingWindowCounts } from './problems/python/tumbling-window-counts.ts';
import { problem as twoSum } from './problems/python/two-sum.ts';
import { problem as unflattenJson } from './problems/python/unflatten-json.ts';
import { problem as utcDayCounts } from './problems/python/utc-day-counts.ts';
import { problem as watermarkLateEvents } from './problems/python/watermark-late-events.ts';
import { problem as weeklyActiveUsers } from './problems/python/weekly-active-users.ts';
import { SQL_PROBLEM_FILES } from './problems/sql-problems.ts';

/** Display order within each language; topics appear in the order of their first problem. */
const PROBLEM_FILES = [
  twoSum,
  reverseString,
  mergeTwoSortedLists,
  invertBinaryTree,
  climbingStairs,
  csvTotalsByCategory,
  flattenJson,
  countErrorsByService,
  topKWords,
  groupAnagrams,
  mergeInventories,
  movingAverage,
  chunkList,
  summarizeRanges,
  cleanUserRecords,
  pivotSales,
  joinOrdersCustomers,
  countBusinessDays,
  countSessions,
  longestDailyStreak,
  weeklyActiveUsers,
  normalizePhoneNumbers,
  fillForward,
  parseMessyAmounts,
  standardizeColumnNames,
  imputeMedian,
  flagOutliers,
  statusClassCounts,
  slowestEndpoints,
  errorRatePerMinute,
  topErrorTemplates,
  dedupeKeepLatest,
  dedupeEmails,
  sessionizeEvents,
  tumblingWindowCounts,
  slidingWindowMax,
  rollingDistinctUsers,
  watermarkLateEvents,
  slidingRateLimiter,
  mergeIntervals,
  dayNRetention,
  funnelConversion,
  cohortRetention,
  abTestConversion,
  latencyPercentile,
  stickinessRatio,
  parseMixedDates,
  utcDayCounts,
  addMonths,
  splitShiftsByDay,
  unflattenJson,
  jsonPathGet,
  explodeOrderItems,
  oneHotEncode,
  minMaxScale,
  bucketizeValues,
  cosineTopK,
  firstAtOrAfter,
  pipelineRunOrder,
  editDistance,
  ...SQL_PROBLEM_FILES,
];

export const problemBank: readonly Problem[] = problemSchema.array().parse(PROBLEM_FILES);
