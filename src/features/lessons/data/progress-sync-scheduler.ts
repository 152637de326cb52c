/**
 * Runs progress syncs one at a time per tab, shortly after a change (changes in quick succession
 * share one request), and again when the app comes back online or regains focus (see
 * start-lesson-progress-sync.ts). Failures are quiet: the rows stay pending in IndexedDB.
 */
import { syncLessonProgress } from './sync-lesson-progress.ts';

/** Pause after a change before syncing, so a burst of changes becomes one request. */
const SYNC_DEBOUNCE_MS = 800;

let timer: ReturnType<typeof setTimeout> | undefined;
let waiters: Array<() => void> = [];
let running: Promise<void> | undefined;
let again = false;

function run(owner: string): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await syncLessonProgress(owner);
      } while (again);
    } catch (error) {
      console.info('Lesson progress will sync later:', error instanceof Error ? error.message : error);
    } finally {
      running = undefined;
    }
  })();
  return running;
}

/** Schedules a sync soon (`immediate` skips the pause); resolves when that sync has finished. */
export function requestProgressSync(owner: string, immediate = false): Promise<void> {
  if (timer) clearTimeout(timer);
  const done = new Promise<void>((resolve) => waiters.push(resolve));
  const fire = () => {
    timer = undefined;
    const resolveAll = waiters;
    waiters = [];
    void run(owner).then(() => resolveAll.forEach((resolve) => resolve()));
  };
  if (immediate) fire();
  else timer = setTimeout(fire, SYNC_DEBOUNCE_MS);
  return done;
}
