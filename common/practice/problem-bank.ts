/**
 * The built-in problem bank: every problem data file, parsed with the schema once when Practice
 * loads (defaults applied, mistakes caught). problem-bank.test.ts runs every reference solution and
 * every starter against the problem's own tests.
 */
import { problemSchema, type Problem } from './problem-schema.ts';
import { problem as chunkList } from './problems/python/chunk-list.ts';
import { problem as cleanUserRecords } from './problems/python/clean-user-records.ts';
import { problem as climbingStairs } from './problems/python/climbing-stairs.ts';
import { problem as countBusinessDays } from './problems/python/count-business-days.ts';
import { problem as countErrorsByService } from './problems/python/count-errors-by-service.ts';
import { problem as countSessions } from './problems/python/count-sessions.ts';
import { problem as csvTotalsByCategory } from './problems/python/csv-totals-by-category.ts';
import { problem as flattenJson } from './problems/python/flatten-json.ts';
import { problem as groupAnagrams } from './problems/python/group-anagrams.ts';
import { problem as invertBinaryTree } from './problems/python/invert-binary-tree.ts';
import { problem as joinOrdersCustomers } from './problems/python/join-orders-customers.ts';
import { problem as longestDailyStreak } from './problems/python/longest-daily-streak.ts';
import { problem as mergeInventories } from './problems/python/merge-inventories.ts';
import { problem as mergeTwoSortedLists } from './problems/python/merge-two-sorted-lists.ts';
import { problem as movingAverage } from './problems/python/moving-average.ts';
import { problem as pivotSales } from './problems/python/pivot-sales.ts';
import { problem as reverseString } from './problems/python/reverse-string.ts';
import { problem as summarizeRanges } from './problems/python/summarize-ranges.ts';
import { problem as topKWords } from './problems/python/top-k-words.ts';
import { problem as twoSum } from './problems/python/two-sum.ts';
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
  ...SQL_PROBLEM_FILES,
];

export const problemBank: readonly Problem[] = problemSchema.array().parse(PROBLEM_FILES);
